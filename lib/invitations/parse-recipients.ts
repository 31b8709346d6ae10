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
const ANGLE = /^(.*)<([^<>\s]+@[^<>\s]+)>\s*$/;

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
  const angle = ANGLE.exec(input);
  let cells: string[];
  let email: string | undefined;
  if (angle) {
    email = angle[2]!;
    cells = [angle[1]!];
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
