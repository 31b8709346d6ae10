// Private stays private (issue 21, item 6), from a visitor's side: every anonymous page and API answer
// about a freshly seeded unclaimed profile (a member of the seeded company) and about evaluations in
// every non-public state is fetched from the production server, redirects followed, and none may carry
// a private value (street, mobile, e-mails, links of the unclaimed profile; customers' e-mail
// addresses and hidden family names; edit tokens; answer protocols). The cases are data:
// tests/support/privacy-walk.ts (one line for a new state such as "held").
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  EVALUATION_CASES,
  evaluationColumns,
  evaluationMarkers,
  forbiddenOfRun,
  leaks,
  PROTOCOL_QUESTION,
  unclaimedMarkers,
} from "@/tests/support/privacy-walk";
import { sql, sqlRow } from "@/tests/support/e2e-database";

const RUN = `e${Date.now().toString(36)}`;
type Seeded = { unclaimedId: number; activeId: number; companyId: number; evaluations: Record<string, string> };
let seeded: Seeded;

async function seed(): Promise<Seeded> {
  const company = await sqlRow<{ id: number }>(`SELECT id FROM "Company" WHERE name = 'Alpen Finanz AG'`);
  const active = await sqlRow<{ id: number }>(`SELECT id FROM "Consultant" WHERE lower(email) = 'lukas.brunner@alpenfinanz.ch'`);
  const topic = await sqlRow<{ id: number }>(`SELECT id FROM "ConsultingTopic" WHERE active ORDER BY id LIMIT 1`);
  const u = unclaimedMarkers(RUN);
  const unclaimed = await sqlRow<{ id: number }>(
    `INSERT INTO "Consultant" ("number", "email", "honorific", "givenName", "familyName", "streetName", "streetNumber", "postalCode", "city", "canton",
       "latitude", "longitude", "publicEmail", "phoneCellular", "websiteUrl", "introduction", "calensoToken", "calensoWorkerId", "languages",
       "state", "companyId", "companyLinkState", "updatedAt")
     VALUES ($1, $2, 'mrs', $3, $4, $5, '17b', '8001', 'Zürich', 'ZH', 47.37, 8.54, $6, $7, $8, $9, $10, 'w-1', '{de}', 'unclaimed', $11, 'accepted', now())
     RETURNING id`,
    [
      `E2E-P-${RUN}`.slice(0, 20),
      u.email,
      u.givenName,
      u.familyName,
      u.streetName,
      u.publicEmail,
      u.phoneCellular,
      u.websiteUrl,
      u.introduction,
      u.calensoToken,
      company.id,
    ],
  );
  await sql(`INSERT INTO "ConsultantTopic" ("consultantId", "consultingTopicId") VALUES ($1, $2)`, [unclaimed.id, topic.id]);
  const evaluations: Record<string, string> = {};
  for (const c of EVALUATION_CASES) {
    const m = evaluationMarkers(c, RUN);
    const columns = { id: randomUUID(), consultantId: c.ofUnclaimed ? unclaimed.id : active.id, ...evaluationColumns(c, RUN) };
    const names = Object.keys(columns);
    await sql(
      `INSERT INTO "Evaluation" (${names.map((n) => `"${n}"`).join(", ")}) VALUES (${names.map((_, i) => `$${i + 1}`).join(", ")})`,
      Object.values(columns),
    );
    await sql(`INSERT INTO "EvaluationRating" ("evaluationId", "ratingCategoryId", "value") SELECT $1, id, 2 FROM "RatingCategory"`, [columns.id]);
    await sql(`INSERT INTO "QuestionResult" ("evaluationId", "points", "value", "textValue", "questionSnapshot") VALUES ($1, 0, 0, $2, $3)`, [
      columns.id,
      m.protocolAnswer,
      JSON.stringify(PROTOCOL_QUESTION),
    ]);
    evaluations[c.key] = String(columns.id);
  }
  return { unclaimedId: unclaimed.id, activeId: active.id, companyId: company.id, evaluations };
}

test.beforeAll(async () => {
  seeded = await seed();
});

test.afterAll(async () => {
  // Leave the shared database as the other specs expect it (the evaluations go by cascade).
  await sql(`DELETE FROM "Evaluation" WHERE id = ANY($1::uuid[])`, [Object.values(seeded.evaluations)]);
  await sql(`DELETE FROM "Consultant" WHERE id = $1`, [seeded.unclaimedId]);
});

test("no anonymous page or API answer about an unclaimed profile or a non-public evaluation carries a private value", async ({ request }) => {
  test.setTimeout(120_000);
  const forbidden = forbiddenOfRun(RUN);
  const u = unclaimedMarkers(RUN);
  const { unclaimedId, activeId, companyId } = seeded;
  const paths = [
    `/consultants/${unclaimedId}`,
    `/fr/consultants/${unclaimedId}`,
    `/consultants/${unclaimedId}/questionnaire`,
    `/consultants/${activeId}`,
    `/en/consultants/${activeId}`,
    `/companies/${companyId}`,
    `/consultants`,
    `/consultants?sort=name`,
    `/?type=name&name=${encodeURIComponent(u.familyName)}`,
    `/?type=perimeter&postalCode=8001`,
    `/`,
    ...Object.values(seeded.evaluations).flatMap((id) => [`/evaluation/${id}`, `/evaluation/${id}/summary`, `/it/evaluation/${id}/summary?editToken=wrong`]),
    `/api/consultant/${unclaimedId}`,
    `/api/consultant/${activeId}`,
    `/api/consultant?q=${encodeURIComponent(u.familyName)}`,
    `/api/consultant/top?limit=50`,
    `/api/search?type=name&name=${encodeURIComponent(u.familyName)}`,
    `/api/search?type=perimeter&postalCode=8001`,
    `/api/company/${companyId}`,
    `/api/evaluation?consultantId=${unclaimedId}&pageSize=32`,
    `/api/evaluation?consultantId=${activeId}&pageSize=32`,
    ...Object.values(seeded.evaluations).map((id) => `/api/evaluation/${id}`),
  ];
  const found: string[] = [];
  const texts = new Map<string, string>();
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    const text = await response.text();
    texts.set(path, text);
    for (const marker of leaks(text, forbidden)) found.push(`${path}: ${marker}`);
  }
  expect(found).toEqual([]);
  // The walk saw the subjects: the unclaimed profile by name and place, the public cards with their comments.
  expect(texts.get(`/consultants/${unclaimedId}`)).toContain(u.familyName);
  expect(texts.get(`/api/consultant/${unclaimedId}`)).toContain(`"postalCode":"8001"`);
  for (const c of EVALUATION_CASES.filter((e) => e.publicCard))
    expect(texts.get(`/evaluation/${seeded.evaluations[c.key]}`)).toContain(evaluationMarkers(c, RUN).comment);
});

test("the summary shows the answers with the customer's link only; without it, the public page or a 404", async ({ request }) => {
  for (const c of EVALUATION_CASES) {
    const id = seeded.evaluations[c.key];
    const m = evaluationMarkers(c, RUN);
    const own = await request.get(`/evaluation/${id}/summary?editToken=${encodeURIComponent(m.editToken)}`);
    expect(own.status(), c.label).toBe(200);
    expect(await own.text(), c.label).toContain(m.protocolAnswer);

    const without = await request.get(`/evaluation/${id}/summary`, { maxRedirects: 0 });
    if (c.publicCard) {
      expect(without.status(), c.label).toBeGreaterThanOrEqual(300);
      expect(without.status(), c.label).toBeLessThan(400);
      expect(new URL(without.headers()["location"] ?? "", "http://x").pathname, c.label).toBe(`/evaluation/${id}`);
    } else {
      expect(without.status(), c.label).toBe(404);
    }
  }
});
