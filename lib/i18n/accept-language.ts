// Which of our languages a client asked for in Accept-Language (RFC 9110 §12.5.4): the supported
// language with the highest weight, the first listed among equals; German when none is ours.
// Parsed by splitting, not by a regular expression (the header is outside input). Browser-safe.
import { defaultLocale, isLocale, type Locale } from "./locales";

export function negotiateLocale(header: string | null | undefined): Locale {
  let best: Locale | null = null;
  let bestWeight = 0;
  for (const range of (header ?? "").slice(0, 1000).split(",")) {
    const [tag = "", ...params] = range.split(";");
    const base = tag.trim().toLowerCase().split("-")[0]!;
    if (!isLocale(base)) continue;
    let weight = 1;
    for (const param of params) {
      const [name, value] = param.split("=");
      if (name?.trim().toLowerCase() === "q") weight = Number(value?.trim());
    }
    if (Number.isFinite(weight) && weight > bestWeight) {
      best = base;
      bestWeight = weight;
    }
  }
  return best ?? defaultLocale;
}
