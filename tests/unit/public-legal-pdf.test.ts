import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LEGAL_PDFS, makePdf } from "@/scripts/make-legal-pdfs";

// A PDF reader finds every object through the cross-reference table: each offset must point at "N 0 obj".
function checkStructure(pdf: Buffer) {
  const text = pdf.toString("latin1");
  expect(text.startsWith("%PDF-1.4\n")).toBe(true);
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe("xref");
  const [, count] = /xref\n0 (\d+)\n/.exec(text.slice(startxref))!.map(Number);
  const entries = text
    .slice(startxref)
    .split("\n")
    .slice(3, 2 + count!);
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe("\nendstream");
  }
}

describe("legal PDFs", () => {
  it("are structurally valid PDFs with umlauts in WinAnsi", () => {
    for (const { doc } of LEGAL_PDFS) {
      const pdf = makePdf(doc);
      checkStructure(pdf);
      expect(pdf.toString("latin1")).toContain("Gesch\\344ftsbedingungen".slice(0, 5));
    }
    expect(makePdf(LEGAL_PDFS[0].doc).toString("latin1")).toContain("Gesch\\344ftsbedingungen");
  });

  it("break long documents into several pages", () => {
    const long = {
      title: "T",
      updated: "heute",
      sections: Array.from({ length: 40 }, (_, i) => ({ heading: `Abschnitt ${i}`, paragraphs: ["Wort ".repeat(200)] })),
    };
    const text = makePdf(long).toString("latin1");
    expect(Number(/\/Count (\d+)/.exec(text)?.[1])).toBeGreaterThan(3);
    checkStructure(makePdf(long));
  });

  it("are committed as generated from the current texts", () => {
    for (const { file, doc } of LEGAL_PDFS) expect(readFileSync(`public/legal/${file}`).equals(makePdf(doc))).toBe(true);
  });
});
