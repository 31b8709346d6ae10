// Writes the three documents of the terms-of-service page as simple, valid PDF files into
// public/legal/ (no external tools): `npx tsx scripts/make-legal-pdfs.ts`. The PDFs are committed;
// run this again after changing lib/content/legal/terms-de.ts.
import { mkdirSync, writeFileSync } from "node:fs";
import { CONSULTANT_GUIDELINES, GENERAL_TERMS, RATER_GUIDELINES } from "@/lib/content/legal/terms-de";
import type { LegalDocument } from "@/lib/content/legal/types";

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const CHARS_PER_LINE = 92;

type Line = { text: string; size: number; gapBefore: number };

/** Latin-1 (WinAnsi) bytes for Helvetica; characters outside it become "?". */
function encode(text: string): string {
  const mapped = text
    .replace(/[–—]/g, "-")
    .replace(/[«»„“”]/g, '"')
    .replace(/[’‘]/g, "'")
    .replace(/…/g, "...");
  let out = "";
  for (const ch of mapped) {
    const code = ch.codePointAt(0) ?? 63;
    const c = code <= 0xff ? code : 63;
    if (c === 0x28 || c === 0x29 || c === 0x5c) out += `\\${String.fromCharCode(c)}`;
    else if (c < 0x20 || c > 0x7e) out += `\\${c.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(c);
  }
  return out;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    if ((current + " " + word).trim().length > width && current) {
      lines.push(current);
      current = word;
    } else current = (current + " " + word).trim();
  }
  if (current) lines.push(current);
  return lines;
}

function layout(doc: LegalDocument): Line[] {
  const lines: Line[] = [
    { text: doc.title, size: 16, gapBefore: 0 },
    { text: `Stand: ${doc.updated}`, size: 9, gapBefore: 6 },
  ];
  for (const section of doc.sections) {
    lines.push({ text: section.heading, size: 12, gapBefore: 16 });
    for (const paragraph of section.paragraphs) {
      wrap(paragraph, CHARS_PER_LINE).forEach((text, i) => lines.push({ text, size: 10, gapBefore: i === 0 ? 6 : 0 }));
    }
  }
  return lines;
}

/** Splits the lines into pages and returns one content stream per page. */
function pages(lines: Line[]): string[] {
  const streams: string[] = [];
  let ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const height = line.size * 1.4 + line.gapBefore;
    if (y - height < MARGIN) {
      streams.push(ops.join("\n"));
      ops = [];
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= height;
    const font = line.size >= 12 ? "/F2" : "/F1";
    ops.push(`BT ${font} ${line.size} Tf ${MARGIN} ${y.toFixed(1)} Td (${encode(line.text)}) Tj ET`);
  }
  streams.push(ops.join("\n"));
  return streams;
}

export function makePdf(doc: LegalDocument): Buffer {
  const contents = pages(layout(doc));
  const objects: string[] = [];
  // 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then page + content pairs.
  const pageIds = contents.map((_, i) => 6 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title (${encode(doc.title)}) /Producer (Beraterwahl make-legal-pdfs) >>`;
  contents.forEach((stream, i) => {
    const pageId = pageIds[i]!;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export const LEGAL_PDFS = [
  { file: "general-terms.pdf", doc: GENERAL_TERMS },
  { file: "guidelines-consultants.pdf", doc: CONSULTANT_GUIDELINES },
  { file: "guidelines-raters.pdf", doc: RATER_GUIDELINES },
] as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync("public/legal", { recursive: true });
  for (const { file, doc } of LEGAL_PDFS) {
    writeFileSync(`public/legal/${file}`, makePdf(doc));
    console.log(`wrote public/legal/${file}`);
  }
}
