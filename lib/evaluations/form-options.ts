// The evaluation form's choices and limits without the schema library, so that the questionnaire
// renders from them on the first load and fetches the zod schema (schema.ts) only to validate.
export const NAME_DISPLAY_STYLES = ["fullName", "givenNameAndFamilyNameInitial", "givenName"] as const;
export const EVALUATION_LANGUAGES = ["de", "en", "fr", "it"] as const;
export const COMMENT_MAX_LENGTH = 500;
export const NAME_MAX_LENGTH = 100;
export const PAGE_SIZES = [4, 8, 16, 32] as const;

export type NameDisplayStyle = (typeof NAME_DISPLAY_STYLES)[number];
