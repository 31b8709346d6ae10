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

export const FORMAT_LOCALES = ["de", "en", "fr", "it"] as const;
export type FormatLocale = (typeof FORMAT_LOCALES)[number];

const TIME_ZONE = "Europe/Zurich";
const GROUP = "’";
/** fr-CH writes decimals with a comma; de-CH, it-CH and en-CH with a point. */
const decimalMark = (locale: string) => (locale.startsWith("fr") ? "," : ".");

/** The language part of "de", "de-CH", "fr-CH", …; German for anything unknown. */
export function formatLocale(locale: string): FormatLocale {
  const language = locale.slice(0, 2).toLowerCase();
  return (FORMAT_LOCALES as readonly string[]).includes(language) ? (language as FormatLocale) : "de";
}

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

type DateInput = Date | string | number;
/** A calendar day without a time ("2026-04-12") is that day everywhere, not midnight UTC in Zurich. */
const isDay = (value: DateInput) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
const toDate = (value: DateInput) => (isDay(value) ? new Date(`${value as string}T12:00:00Z`) : value instanceof Date ? value : new Date(value));

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
function swissParts(value: DateInput) {
  const parts = Object.fromEntries(partsFormat.formatToParts(toDate(value)).map((p) => [p.type, p.value]));
  return { day: parts.day, month: parts.month, year: parts.year, hour: parts.hour, minute: parts.minute };
}

/** 24.11.2026 (Swiss time) in every language. */
export function formatDate(value: DateInput): string {
  const p = swissParts(value);
  return `${p.day}.${p.month}.${p.year}`;
}

/** 24.11. (Swiss time): a day of the current year, for chart axes. */
export function formatDayMonth(value: DateInput): string {
  const p = swissParts(value);
  return `${p.day}.${p.month}.`;
}

/**
 * The calendar day in Switzerland at `instant`, as yyyy-mm-dd (comparable as a string): something
 * done at 00:30 Zurich time belongs to that day, not to the day before in UTC.
 */
export function swissDate(instant: Date = new Date()): string {
  const p = swissParts(instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** 24.11.2026 06:19 (Swiss time, 24 h) in every language. */
export function formatDateTime(value: DateInput): string {
  const p = swissParts(value);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

const longFormats = new Map<string, Intl.DateTimeFormat>();
/** 24. November 2026 · 24 November 2026 · 24 novembre 2026: the month in the locale's words. */
export function formatLongDate(value: DateInput, locale: string): string {
  const tag = `${formatLocale(locale)}-CH`;
  let format = longFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, day: "numeric", month: "long", year: "numeric" });
    longFormats.set(tag, format);
  }
  return format.format(toDate(value));
}

/** "November 2026" style month and year, for chart axes; `short` for "Nov. 26". */
export function formatMonth(value: DateInput, locale: string, { short = false }: { short?: boolean } = {}): string {
  return new Intl.DateTimeFormat(`${formatLocale(locale)}-CH`, {
    timeZone: TIME_ZONE,
    month: short ? "short" : "long",
    year: short ? "2-digit" : "numeric",
  }).format(toDate(value));
}

/**
 * The values of a message that prints a count inside its plural: `count` chooses the plural form,
 * `countText` is what the message prints (16’177). ICU's own `#` would print the runtime's
 * non-Swiss grouping ("16.177"), so the messages print {countText} instead.
 */
export function countValues(count: number, locale: string): { count: number; countText: string } {
  return { count, countText: formatNumber(count, locale) };
}
