// The 18 spoken languages a consultant can offer (docs/product-rules.md#languages-addresses-and-formats); the database checks the same list.
export const SPOKEN_LANGUAGES = ["de", "fr", "it", "en", "sr", "hr", "sq", "pt", "es", "tr", "ta", "ar", "nl", "ru", "zh", "th", "ku", "mk"] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];
/** Highlighted in pickers: the interface languages. */
export const HIGHLIGHTED_LANGUAGES: readonly SpokenLanguage[] = ["de", "fr", "it", "en"];
