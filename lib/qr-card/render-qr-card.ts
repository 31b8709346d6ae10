// The printable card as PDF (pdfkit): name, photo, company, the QR code of the rating link and a
// short call to rate. The QR code is drawn as vector rectangles (sharp at any print size), with its
// four-module quiet zone; everything stays inside a safe margin from the trim edge, so a print shop's
// cutting tolerance never touches it (the white background needs no bleed).
import "server-only";
import path from "node:path";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { QrCardSize } from "./schema";

const MM = 72 / 25.4;
const FONT_DIR = path.join(process.cwd(), "assets", "fonts");
const BRAND = "#17706a";
const INK = "#13222b";
const MUTED = "#4f5f69";

export type QrCardContent = {
  name: string;
  company: string | null;
  photo: Buffer | null;
  url: string;
  texts: { call: string; scan: string; brand: string };
};

/** Trim size and safe margin in mm. */
const PAGE: Record<QrCardSize, { width: number; height: number; safe: number }> = {
  a6: { width: 105, height: 148, safe: 8 },
  card: { width: 85, height: 55, safe: 4 },
};

export async function renderQrCard(size: QrCardSize, content: QrCardContent): Promise<Buffer> {
  const page = PAGE[size];
  const doc = new PDFDocument({
    size: [page.width * MM, page.height * MM],
    margin: 0,
    info: { Title: `${content.texts.brand}: ${content.name}`, Author: content.texts.brand, Subject: content.texts.call },
  });
  doc.registerFont("regular", path.join(FONT_DIR, "DejaVuSans.ttf"));
  doc.registerFont("bold", path.join(FONT_DIR, "DejaVuSans-Bold.ttf"));
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  if (size === "a6") layoutA6(doc, page, content);
  else layoutCard(doc, page, content);
  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;
type Page = (typeof PAGE)[QrCardSize];

function layoutA6(doc: Doc, page: Page, c: QrCardContent) {
  const s = page.safe * MM;
  const w = page.width * MM - 2 * s;
  let y = s;
  doc.font("bold").fontSize(10).fillColor(BRAND).text(c.texts.brand, s, y, { width: w, align: "center" });
  y += 18;
  if (c.photo && drawPhoto(doc, c.photo, (page.width * MM) / 2 - 14 * MM, y, 28 * MM)) y += 28 * MM + 8;
  doc.font("bold").fontSize(14).fillColor(INK).text(c.name, s, y, { width: w, align: "center", lineBreak: false, ellipsis: true });
  y += 20;
  if (c.company) {
    doc.font("regular").fontSize(9).fillColor(MUTED).text(c.company, s, y, { width: w, align: "center", lineBreak: false, ellipsis: true });
    y += 14;
  }
  // Measured, so that a call that wraps in a longer language pushes the code down instead of under it.
  doc.font("bold").fontSize(12);
  const callHeight = doc.heightOfString(c.texts.call, { width: w, align: "center" });
  doc.fillColor(BRAND).text(c.texts.call, s, y + 4, { width: w, align: "center" });
  y += 4 + callHeight + 4;
  doc.font("regular").fontSize(8);
  const scanHeight = doc.heightOfString(c.texts.scan, { width: w, align: "center" });
  const scanY = page.height * MM - s - scanHeight;
  const qrSize = Math.min(w, scanY - 4 - y);
  drawQr(doc, c.url, s + (w - qrSize) / 2, y, qrSize);
  doc.fillColor(MUTED).text(c.texts.scan, s, scanY, { width: w, align: "center" });
}

function layoutCard(doc: Doc, page: Page, c: QrCardContent) {
  const s = page.safe * MM;
  const h = page.height * MM - 2 * s;
  // 30 mm of code (quiet zone included) scans well from a desk; the rest of the width is for the words.
  const qrSize = Math.min(h, 30 * MM);
  const qrX = page.width * MM - s - qrSize;
  drawQr(doc, c.url, qrX, s + (h - qrSize) / 2, qrSize);
  const textWidth = qrX - s - 2 * MM;
  let y = s;
  doc.font("bold").fontSize(7).fillColor(BRAND).text(c.texts.brand, s, y, { width: textWidth, lineBreak: false });
  y += 11;
  if (c.photo && drawPhoto(doc, c.photo, s, y, 12 * MM)) y += 12 * MM + 3;
  doc.font("bold").fontSize(9).fillColor(INK).text(c.name, s, y, { width: textWidth, lineBreak: false, ellipsis: true });
  y += 12;
  if (c.company) {
    doc.font("regular").fontSize(6.5).fillColor(MUTED).text(c.company, s, y, { width: textWidth, lineBreak: false, ellipsis: true });
  }
  doc.font("bold").fontSize(7.5);
  const callHeight = doc.heightOfString(c.texts.call, { width: textWidth });
  doc.fillColor(BRAND).text(c.texts.call, s, page.height * MM - s - callHeight, { width: textWidth });
}

/** A JPEG or PNG photo, clipped round; false when pdfkit cannot read the bytes (the card prints without it). */
function drawPhoto(doc: Doc, photo: Buffer, x: number, y: number, size: number): boolean {
  try {
    doc.save();
    doc.circle(x + size / 2, y + size / 2, size / 2).clip();
    doc.image(photo, x, y, { cover: [size, size], align: "center", valign: "center" });
    doc.restore();
    return true;
  } catch {
    doc.restore();
    return false;
  }
}

/** The QR code's dark modules as filled rectangles, one per horizontal run, with a 4-module quiet zone. */
function drawQr(doc: Doc, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const cell = size / (n + 8);
  doc.save().fillColor("#000000");
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col += 1;
      doc.rect(x + (start + 4) * cell, y + (row + 4) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill();
  doc.restore();
}
