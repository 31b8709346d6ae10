// Turns what a consultant pasted or uploaded into lines: one address per line, optionally with a name
// and a language, separated by commas, semicolons or tabs (CSV from Excel uses ";"), or written as
// "Name <address>". Pure and safe for the browser; the server decides the rest (disposable,
// unsubscribed, already invited, caps) in lib/invitations/send-invitations.ts.
import { z } from "zod";
import { isLocale, type Locale } from "@/lib/i18n/routing";

export type ParsedLine = {
  line: number;
  input: string;
  email: string | null;
  name: string | null;
  locale: Locale;
  problem: "invalid" | null;
};

const emailCheck = z.email();

export function parseRecipients(text: string, defaultLocale: Locale): ParsedLine[] {
  const rows = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const out: ParsedLine[] = [];
  rows.forEach((raw, index) => {
    const input = raw.trim();
    if (!input) return;
    // A header row ("E-Mail;Name;Sprache") carries no address: skipped, not refused.
    if (index === 0 && !input.includes("@") && /mail/i.test(input)) return;
    out.push(parseLine(input, index + 1, defaultLocale));
  });
  return out;
}

function parseLine(input: string, line: number, defaultLocale: Locale): ParsedLine {
  const angle = nameAndAddress(input);
  let cells: string[];
  let email: string | undefined;
  if (angle) {
    email = angle[1];
    cells = [angle[0]];
  } else {
    cells = splitCells(input);
    const at = cells.findIndex((c) => c.includes("@"));
    if (at >= 0) email = cells.splice(at, 1)[0];
  }
  let locale = defaultLocale;
  const rest: string[] = [];
  for (const cell of cells.map(unquote).filter(Boolean)) {
    const lower = cell.toLowerCase();
    if (isLocale(lower)) locale = lower;
    else rest.push(cell);
  }
  const name = rest.join(" ").replace(/\s+/g, " ").trim().slice(0, 200) || null;
  const address = email ? unquote(email).replace(/^mailto:/i, "") : "";
  const valid = address.length <= 254 && emailCheck.safeParse(address).success;
  return { line, input: input.slice(0, 300), email: valid ? address : null, name, locale, problem: valid ? null : "invalid" };
}

/**
 * "Name <address>" read by position: the last "<", the first ">" after it, only spaces after that,
 * and between them an address without spaces with an "@" inside it. (A pattern did this once and
 * took 4.3 s for "x<" followed by 50,000 "a@", blocking the server, issue 29.) Null for other lines.
 */
function nameAndAddress(input: string): [name: string, address: string] | null {
  const open = input.lastIndexOf("<");
  if (open < 0) return null;
  const close = input.indexOf(">", open + 1);
  if (close < 0 || input.slice(close + 1).trim() !== "") return null;
  const name = input.slice(0, open);
  const address = input.slice(open + 1, close);
  // An "@" with something on both sides; no spaces in the address, no line break (U+2028) in the name.
  const at = address.indexOf("@", 1);
  if (at < 0 || at >= address.length - 1 || /\s/.test(address) || /[\n\r\u2028\u2029]/.test(name)) return null;
  return [name, address];
}

function splitCells(input: string): string[] {
  const separator = input.includes("\t") ? "\t" : input.includes(";") ? ";" : ",";
  return input.split(separator).map((c) => c.trim());
}

function unquote(cell: string): string {
  return cell
    .trim()
    .replace(/^"(.*)"$/, "$1")
    .replace(/""/g, '"')
    .trim();
}
