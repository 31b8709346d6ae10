// Swiss formats for every locale (docs/product-rules.md#languages-addresses-and-formats): the one place where numbers, money,
// ratings and dates become text. Browser-safe and free of next-intl, so server components, client
// components, e-mails and scripts all use it; components never call toLocaleString or Intl.
//
// - Numbers group thousands with ’ in all four languages (16’177); the decimal mark is the
//   locale's: "." in de-CH, en-CH and it-CH, "," in fr-CH (4,6).
// - Money is "CHF 475.00" (Swiss price notation) in every language.
// - Ratings have exactly one decimal (4.0, 4,6 in French).
// - Numeric dates are dd.MM.yyyy (with time dd.MM.yyyy HH:mm, 24 h), in Swiss time.
// - Long dates spell the month in the locale's words (24. November 2026, 24 novembre 2026).
//
// The separators are set here rather than taken from the runtime's locale data: Node and browsers
// ship different ICU versions (Node 22 writes de-CH thousands with ', Chromium with ’), and a server
// component and its hydrated client twin must print the same text.

// The module is three files, imported as one through this index: the bundler then leaves the date
// half out of a page whose browser code formats only numbers.
export { formatLocale } from "./locale";
export { formatDate, formatDateTime, formatDayMonth, formatLongDate, formatMonth, parseSwissDate, swissDate, swissDayEnd, swissDayStart } from "./dates";

const GROUP = "’";
/** fr-CH writes decimals with a comma; de-CH, it-CH and en-CH with a point. */
const decimalMark = (locale: string) => (locale.startsWith("fr") ? "," : ".");

type NumberOptions = { minimumFractionDigits?: number; maximumFractionDigits?: number; signDisplay?: "auto" | "always" | "exceptZero" };

// en-US only provides the digits and the sign here; its separators are replaced below.
const digitFormats = new Map<string, Intl.NumberFormat>();
function digits(options: NumberOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = digitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { useGrouping: true, ...options });
    digitFormats.set(key, format);
  }
  return format;
}

/** 16’177 · 4.5 · 4,5 (fr). At most `maximumFractionDigits` decimals (0 by default). */
export function formatNumber(value: number, locale: string, options: NumberOptions = {}): string {
  const mark = decimalMark(locale);
  return digits({ maximumFractionDigits: 0, ...options })
    .formatToParts(value)
    .map((part) => (part.type === "group" ? GROUP : part.type === "decimal" ? mark : part.value))
    .join("");
}

/** One decimal, always: 4.0 · 4.6 · 4,6 (fr). */
export function formatRating(value: number, locale: string): string {
  return formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Two decimals, for distances in km: 3.25 · 3,25 (fr). */
export function formatDistance(value: number, locale: string): string {
  return formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** CHF 475.00 · CHF 16’177.00; `whole` drops the centimes (CHF 16’177). Swiss price notation in every language. */
export function formatMoney(francs: number, locale: string, { whole = false }: { whole?: boolean } = {}): string {
  const fraction = whole ? 0 : 2;
  const amount = digits({ minimumFractionDigits: fraction, maximumFractionDigits: fraction })
    .formatToParts(Math.abs(francs))
    .map((part) => (part.type === "group" ? GROUP : part.type === "decimal" ? "." : part.value))
    .join("");
  void locale;
  return `${francs < 0 ? "-" : ""}CHF ${amount}`;
}

/** Money kept in Rappen (centimes). */
export function formatRappen(rappen: number, locale: string, options?: { whole?: boolean }): string {
  return formatMoney(rappen / 100, locale, options);
}

/**
 * The values of a message that prints a count inside its plural: `count` chooses the plural form,
 * `countText` is what the message prints (16’177). ICU's own `#` would print the runtime's
 * non-Swiss grouping ("16.177"), so the messages print {countText} instead.
 */
export function countValues(count: number, locale: string): { count: number; countText: string } {
  return { count, countText: formatNumber(count, locale) };
}
