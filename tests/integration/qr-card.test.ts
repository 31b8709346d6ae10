// The printable QR card (GET /api/consultant/{id}/qr-card): a PDF in the requested size, with the
// common link or a verified link whose code is the consultant's own and unspent.
import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import * as cardRoute from "@/app/api/consultant/[id]/qr-card/route";
import * as codeRoute from "@/app/api/evaluation/verification-code/route";
import { call, insertCompany, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { consultantActor, platformAdmin, user } from "@/tests/support/actors";

const ctx = setupApiDatabase();
let consultantId: number;
const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

beforeAll(async () => {
  const company = await insertCompany(ctx.current(), { name: "Vorsorge Partner AG" });
  const photo = await ctx.current().attachment.create({ data: { fileName: "p.png", mediaType: "image/png", data: Buffer.from(PNG_1PX, "base64"), size: 70 } });
  consultantId = (await insertConsultant(ctx.current(), { companyId: company.id, companyLinkState: "accepted", photoAttachmentId: photo.id })).id;
});

async function card(query: Record<string, string>, actor = consultantActor(consultantId)) {
  return call(cardRoute.GET, "GET", `/api/consultant/${consultantId}/qr-card`, { actor, params: { id: String(consultantId) }, query });
}

/** The page size in points and the number of filled rectangles (the QR modules) of a one-page PDF. */
function inspect(pdf: Buffer) {
  const text = pdf.toString("latin1");
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text);
  let rectangles = 0;
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = (m.index as number) + m[0].length;
    const end = text.indexOf("endstream", start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString("latin1");
      rectangles += (content.match(/ re\b/g) ?? []).length;
    } catch {
      // fonts and images are other streams
    }
  }
  return { width: Number(box?.[1]), height: Number(box?.[2]), rectangles };
}

describe("the printable QR card", () => {
  it("is an A6 or business-card PDF with a vector QR code", async () => {
    const a6 = await card({ size: "a6", lang: "fr" });
    expect(a6.status).toBe(200);
    expect(a6.headers.get("content-type")).toBe("application/pdf");
    expect(a6.headers.get("content-disposition")).toBe('attachment; filename="beraterwahl-card-a6.pdf"');
    const pdf = Buffer.from(await a6.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const page = inspect(pdf);
    expect([page.width, page.height].map(Math.round)).toEqual([298, 420]); // 105 × 148 mm
    expect(page.rectangles).toBeGreaterThan(50);

    const business = inspect(Buffer.from(await (await card({ size: "card" })).arrayBuffer()));
    expect([business.width, business.height].map(Math.round)).toEqual([241, 156]); // 85 × 55 mm
  });

  it("carries a verified link only with the consultant's own unspent code", async () => {
    const issued = await call(codeRoute.POST, "POST", "/api/evaluation/verification-code", { actor: consultantActor(consultantId), body: {} });
    const { code } = (await issued.json()) as { code: string };
    expect((await card({ size: "card", code })).status).toBe(200);

    const other = (await insertConsultant(ctx.current())).id;
    const foreign = await call(codeRoute.POST, "POST", "/api/evaluation/verification-code", { actor: consultantActor(other), body: {} });
    const refused = await card({ code: ((await foreign.json()) as { code: string }).code });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { invalidParams: { pointer: string }[] }).invalidParams[0]?.pointer).toBe("/query/code");
    expect((await card({ code: "12345" })).status).toBe(422);
  });

  it("is the consultant's alone", async () => {
    expect((await card({}, user())).status).toBe(404);
    expect((await card({}, platformAdmin())).status).toBe(404);
    expect((await call(cardRoute.GET, "GET", `/api/consultant/${consultantId}/qr-card`, { params: { id: String(consultantId) } })).status).toBe(401);
  });
});
