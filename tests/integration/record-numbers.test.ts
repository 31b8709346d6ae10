// One number format per kind: a consultant or company created through the API gets the next number
// in the seeded format (C-000123, F-0042), never the id-based "B000501" of before; creations at the
// same moment get different numbers; a sales agent's number must be typed as S-0001.
import { vi } from "vitest";

vi.hoisted(() => {
  for (const key of ["SMTP_URL", "STRIPE_SECRET_KEY", "OIDC_ISSUER", "GOOGLE_MAPS_API_KEY"]) delete process.env[key];
});

import { afterAll, describe, expect, it } from "vitest";
import * as company from "@/app/api/company/route";
import * as consultant from "@/app/api/consultant/route";
import * as salesAgent from "@/app/api/salesAgent/route";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { call, insertCompany, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { platformAdmin } from "@/tests/support/actors";
import { companyBody, consultantBody, salesAgentBody } from "@/tests/support/request-bodies";

const ctx = setupApiDatabase();
afterAll(() => whenDeliveredSoon());

const numbered = (n: number) => ({ name: `Nummer ${n} AG`, email: `info${n}@nummer.ch` });
const numberedConsultant = (n: number, topicId: number) => ({ familyName: `Nummer${n}`, publicEmail: `anna${n}@example.ch`, consultingTopicIds: [topicId] });

describe("record numbers", () => {
  it("continues after the highest consultant number in use, whatever the ids, and never hands out one twice", async () => {
    const db = ctx.current();
    await insertConsultant(db, { number: "C-000041" });
    await insertConsultant(db, { number: "C-000007" });
    const topic = await db.consultingTopic.create({
      data: { key: "numbers", name: { de: "Nummern" }, description: { de: "" }, icon: "calculator", sortOrder: 1 },
    });
    const created = await Promise.all(
      [1, 2, 3].map((n) => call(consultant.POST, "POST", "/api/consultant", { actor: platformAdmin(), body: consultantBody(numberedConsultant(n, topic.id)) })),
    );
    expect(created.map((r) => r.status)).toEqual([201, 201, 201]);
    const numbers = (await Promise.all(created.map((r) => r.json() as Promise<{ number: string }>))).map((c) => c.number).sort();
    expect(numbers).toEqual(["C-000042", "C-000043", "C-000044"]);
  });

  it("numbers companies F-0001 onwards in the seeded format", async () => {
    const db = ctx.current();
    await insertCompany(db, { number: "F-0099" });
    const first = await call(company.POST, "POST", "/api/company", { actor: platformAdmin(), body: companyBody(numbered(1)) });
    const second = await call(company.POST, "POST", "/api/company", { actor: platformAdmin(), body: companyBody(numbered(2)) });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(((await first.json()) as { number: string }).number).toBe("F-0100");
    expect(((await second.json()) as { number: string }).number).toBe("F-0101");
  });

  it("accepts a sales agent's number only as S-0001 (lower case is read as upper case)", async () => {
    const refused = await call(salesAgent.POST, "POST", "/api/salesAgent", { actor: platformAdmin(), body: salesAgentBody({ number: "E2E-12" }) });
    expect(refused.status).toBe(422);
    const problem = (await refused.json()) as { invalidParams: { pointer: string; message: string }[] };
    expect(problem.invalidParams).toEqual([expect.objectContaining({ pointer: "/number", message: expect.stringContaining("S-0001") })]);
    const accepted = await call(salesAgent.POST, "POST", "/api/salesAgent", { actor: platformAdmin(), body: salesAgentBody({ number: "s-0012" }) });
    expect(accepted.status).toBe(201);
    expect(((await accepted.json()) as { number: string }).number).toBe("S-0012");
  });
});
