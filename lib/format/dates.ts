// The date half of lib/format (its header states the rules): numeric dates dd.MM.yyyy (with time
// dd.MM.yyyy HH:mm, 24 h) in Swiss time, long dates with the month in the locale's words. Imported
// through lib/format.
import { formatLocale } from "./locale";

const TIME_ZONE = "Europe/Zurich";

type DateInput = Date | string | number;
/** A calendar day without a time ("2026-04-12") is that day everywhere, not midnight UTC in Zurich. */
const isDay = (value: DateInput) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
const toDate = (value: DateInput) => (isDay(value) ? new Date(`${value as string}T12:00:00Z`) : value instanceof Date ? value : new Date(value));

// Made on first use: a module without work at load is one the bundler can leave out of a page that
// formats no date (the consultant page's first load formats only numbers).
let partsFormat: Intl.DateTimeFormat | undefined;
function swissParts(value: DateInput) {
  partsFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
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

/** Minutes that Zurich's clock is ahead of UTC at `instant`: 60 in winter (CET), 120 in summer (CEST). */
function swissOffsetMinutes(instant: Date): number {
  const p = swissParts(instant);
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((local - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant at which the Swiss calendar day `day` (yyyy-mm-dd) begins: 00:00 in Zurich, 23:00 UTC the day
 * before in winter and 22:00 UTC in summer. The offset is read at the guess and read again at the result, so a
 * day on which the clock changes is right too.
 */
export function swissDayStart(day: string): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`).getTime();
  const guess = midnightUtc - swissOffsetMinutes(new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - swissOffsetMinutes(new Date(guess)) * 60_000);
}

/** The last millisecond of the Swiss calendar day `day` (yyyy-mm-dd): a day has 23 or 25 hours when the clock changes. */
export function swissDayEnd(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(swissDayStart(next.toISOString().slice(0, 10)).getTime() - 1);
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

const DATE_SEPARATORS = new Set([".", "/", "-", " "]);

/**
 * A typed day to yyyy-mm-dd, or null when it is none: the Swiss form d.m.yyyy or dd.mm.yyyy (also with
 * "/", "-" or a space between the parts), ddmmyyyy as typed on a phone's number pad, or yyyy-mm-dd.
 * Read character by character (outside input: no regular expression), and checked against the calendar
 * (31.02. is no day).
 */
export function parseSwissDate(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 12) return null;
  const parts: string[] = [];
  let current = "";
  for (const ch of trimmed) {
    if (ch >= "0" && ch <= "9") current += ch;
    else if (DATE_SEPARATORS.has(ch) && current !== "") {
      parts.push(current);
      current = "";
    } else return null;
  }
  if (current === "") return null;
  parts.push(current);
  let day: string, month: string, year: string;
  if (parts.length === 1 && parts[0]!.length === 8) [day, month, year] = [parts[0]!.slice(0, 2), parts[0]!.slice(2, 4), parts[0]!.slice(4)];
  else if (parts.length === 3 && parts[0]!.length === 4) [year, month, day] = parts as [string, string, string];
  else if (parts.length === 3) [day, month, year] = parts as [string, string, string];
  else return null;
  if (year.length !== 4 || day.length > 2 || month.length > 2) return null;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}
