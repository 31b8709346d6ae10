// What a consultant may paste or upload: plain lists, "Name <address>", CSV with ";" , "," or tabs,
// a header row, quotes and a language column.
import { describe, expect, it } from "vitest";
import { parseRecipients } from "@/lib/invitations/parse-recipients";

const pick = (text: string) => parseRecipients(text, "de").map((l) => [l.line, l.email, l.name, l.locale, l.problem]);

describe("parseRecipients", () => {
  it("reads one address per line and skips blank lines", () => {
    expect(pick("a@example.ch\n\n  b@example.ch  \r\n")).toEqual([
      [1, "a@example.ch", null, "de", null],
      [3, "b@example.ch", null, "de", null],
    ]);
  });

  it("reads names, languages and quoted CSV cells in any column order", () => {
    expect(
      pick('E-Mail;Name;Sprache\n"Dupont, Marie";marie@example.ch;FR\nPeter Muster <peter@example.ch>\nit,luca@example.ch,Luca Rossi\nx@example.ch\tXaver'),
    ).toEqual([
      [2, "marie@example.ch", "Dupont, Marie", "fr", null],
      [3, "peter@example.ch", "Peter Muster", "de", null],
      [4, "luca@example.ch", "Luca Rossi", "it", null],
      [5, "x@example.ch", "Xaver", "de", null],
    ]);
  });

  it("marks lines without a valid address as invalid, keeping the line number", () => {
    expect(pick("kein at-zeichen\nfoo@\n<@example.ch>\nmailto:ok@example.ch")).toEqual([
      [1, null, "kein at-zeichen", "de", "invalid"],
      [2, null, null, "de", "invalid"],
      [3, null, null, "de", "invalid"],
      [4, "ok@example.ch", null, "de", null],
    ]);
  });
});
