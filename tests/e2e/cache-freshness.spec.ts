// The public pages are served from the page cache, and a change made through the product shows on
// every page that shows the changed data at the next request (lib/cache/invalidate.ts): a profile, a
// consultant switched off and on, a company, a consulting topic, a consultant's answer to a rating.
// Each page is first requested until the cache serves it (x-nextjs-cache: HIT); then the data is
// changed through the API as a platform administrator, and the next request must show the change.
// Every change is undone at the end, so that the other specs see the demo data as seeded.
import { expect, test } from "@playwright/test";
import { consultingTopicSchema } from "@/lib/topics/schema";
import { consultantWithCompany, fetchPage, RUN, updateCompany, updateConsultant, warm } from "@/tests/support/e2e-page-cache";
import { sql, sqlRow } from "@/tests/support/e2e-database";
import { BASE_URL, LOCAL_ACCOUNTS, signInLocally } from "@/tests/support/e2e-sign-in";

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ request }) => {
  await signInLocally(request, LOCAL_ACCOUNTS.platformAdmin);
});

test("pages without data are served from the page cache, rendered with the runtime configuration", async ({ playwright }) => {
  const visitor = await playwright.request.newContext();
  for (const path of [
    "/en/about-us",
    "/en/for-consultants",
    "/en/imprint",
    "/en/privacy-policy",
    "/en/terms-of-service",
    "/en",
    "/en/consultants",
    "/en/companies",
  ]) {
    const page = await warm(visitor, `${BASE_URL}${path}`);
    expect(page.status, path).toBe(200);
  }
  // APP_URL of the running server (playwright.config.ts), not of the build: the canonical link.
  expect((await fetchPage(visitor, `${BASE_URL}/en/about-us`)).html).toContain(`${BASE_URL}/en/about-us`);
  // A search's results are cached too, one entry per normalised query (lib/search/search-key.ts): the same
  // search spelled otherwise, with a campaign parameter, is that entry. An invalid search is rendered per
  // request, and the internal paths of both variants have no address.
  const search = await warm(visitor, `${BASE_URL}/en?type=perimeter&postalCode=8001&perimeter=50`);
  expect(search.html).toContain('id="results"');
  const respelled = await fetchPage(visitor, `${BASE_URL}/en?postalCode=8001&type=perimeter&sort=rating&utm_source=x`);
  expect(respelled.cache).toBe("HIT");
  expect(respelled.html).toContain('id="results"');
  const invalid = await fetchPage(visitor, `${BASE_URL}/en?type=perimeter&postalCode=12`);
  expect(invalid.status).toBe(200);
  expect(invalid.cache).toBeNull();
  for (const internal of ["/en/q/home", `/en/q/results/${Buffer.from("type=canton&canton=ZH").toString("base64url")}`]) {
    expect((await fetchPage(visitor, `${BASE_URL}${internal}`)).status, internal).toBe(404);
  }
  // A campaign link's parameters are read by no page: the cached page, not a render per request.
  for (const path of ["/en?utm_source=newsletter&utm_medium=email", "/en/consultants?fbclid=abc", "/en/companies?gclid=1"]) {
    const tracked = await fetchPage(visitor, `${BASE_URL}${path}`);
    expect(tracked.status, path).toBe(200);
    expect(tracked.cache, path).toBe("HIT");
  }
  // A parameter the grid reads, beside a campaign parameter, is still applied.
  const sorted = await fetchPage(visitor, `${BASE_URL}/en/consultants?sort=name&utm_source=x`);
  expect(sorted.cache).toBeNull();
  await visitor.dispose();
});

test("a profile edit shows on the consultant's page and on the company page at the next request", async ({ request, playwright }) => {
  const visitor = await playwright.request.newContext();
  const c = await consultantWithCompany();
  const consultantUrl = `${BASE_URL}/en/consultants/${c.id}`;
  const companyUrl = `${BASE_URL}/en/companies/${c.companyId}`;
  const marker = `Dr${RUN}`;
  const before = await warm(visitor, consultantUrl);
  expect(before.html).not.toContain(marker);
  await warm(visitor, companyUrl);
  try {
    await updateConsultant(request, BASE_URL, c.id, { title: marker });
    expect((await fetchPage(visitor, consultantUrl)).html).toContain(marker);
    expect((await fetchPage(visitor, companyUrl)).html).toContain(marker);
  } finally {
    await updateConsultant(request, BASE_URL, c.id, { title: c.title });
  }
  expect((await fetchPage(visitor, consultantUrl)).html).not.toContain(marker);
  await visitor.dispose();
});

test("a consultant switched off redirects and leaves the cached search results at the next request, and is back once switched on", async ({
  request,
  playwright,
}) => {
  const visitor = await playwright.request.newContext();
  const c = await consultantWithCompany();
  const url = `${BASE_URL}/en/consultants/${c.id}`;
  const { familyName } = await sqlRow<{ familyName: string }>(`SELECT "familyName" FROM "Consultant" WHERE id = $1`, [c.id]);
  const searchUrl = `${BASE_URL}/en?type=name&name=${encodeURIComponent(familyName)}`;
  const card = new RegExp(`href="/en/consultants/${c.id}-`);
  await warm(visitor, url);
  expect((await warm(visitor, searchUrl)).html).toMatch(card);
  try {
    expect((await request.put(`${BASE_URL}/api/consultant/${c.id}/disable`, { headers: { origin: BASE_URL } })).status()).toBe(200);
    const disabled = await fetchPage(visitor, url);
    expect(disabled.status).toBeGreaterThanOrEqual(300);
    expect(disabled.status).toBeLessThan(400);
    expect(new URL(disabled.location ?? "", BASE_URL).pathname).toBe("/en");
    expect((await fetchPage(visitor, searchUrl)).html).not.toMatch(card);
  } finally {
    expect((await request.put(`${BASE_URL}/api/consultant/${c.id}/activate`, { headers: { origin: BASE_URL } })).status()).toBe(200);
  }
  expect((await fetchPage(visitor, url)).status).toBe(200);
  expect((await fetchPage(visitor, searchUrl)).html).toMatch(card);
  await visitor.dispose();
});

test("a company edit shows on its page, on its members' pages and in the company grid", async ({ request, playwright }) => {
  const visitor = await playwright.request.newContext();
  // The first company the grid shows, and one of its members.
  const grid = `${BASE_URL}/en/companies`;
  const companyId = Number(/href="\/en\/companies\/(\d+)-/.exec((await warm(visitor, grid)).html)?.[1]);
  expect(companyId, "a company in the grid").toBeGreaterThan(0);
  const company = await sqlRow<{ name: string; member: number | null }>(
    `SELECT co.name, (SELECT min(c.id) FROM "Consultant" c WHERE c."companyId" = co.id AND c.state = 'active' AND c."companyLinkState" IN ('accepted', 'administrator')) AS member
     FROM "Company" co WHERE co.id = $1`,
    [companyId],
  );
  const urls = [grid, `${BASE_URL}/en/companies/${companyId}`, ...(company.member === null ? [] : [`${BASE_URL}/en/consultants/${company.member}`])];
  const renamed = `${company.name} ${RUN}`;
  for (const url of urls) await warm(visitor, url);
  try {
    await updateCompany(request, BASE_URL, companyId, { name: renamed });
    for (const url of urls) expect((await fetchPage(visitor, url)).html, url).toContain(renamed);
  } finally {
    await updateCompany(request, BASE_URL, companyId, { name: company.name });
  }
  for (const url of urls) expect((await fetchPage(visitor, url)).html, url).not.toContain(renamed);
  await visitor.dispose();
});

test("a renamed consulting topic shows on the consultant page, the home page and the grid", async ({ request, playwright }) => {
  const visitor = await playwright.request.newContext();
  const c = await consultantWithCompany();
  const topic = await sqlRow<{ id: number }>(`SELECT "consultingTopicId" AS id FROM "ConsultantTopic" WHERE "consultantId" = $1 ORDER BY 1 LIMIT 1`, [c.id]);
  const urls = [`${BASE_URL}/en/consultants/${c.id}`, `${BASE_URL}/en`, `${BASE_URL}/en/consultants`];
  for (const url of urls) await warm(visitor, url);
  const current = (await (await request.get(`${BASE_URL}/api/consultingTopic/${topic.id}`)).json()) as Record<string, unknown> & {
    name: Record<string, string>;
  };
  const body = Object.fromEntries(
    Object.keys(consultingTopicSchema.shape)
      .filter((k) => k in current && k !== "sortOrder")
      .map((k) => [k, current[k]]),
  );
  const renamed = `Topic ${RUN}`;
  const put = (name: Record<string, string>) =>
    request.put(`${BASE_URL}/api/consultingTopic/${topic.id}`, { headers: { origin: BASE_URL }, data: { ...body, name } });
  try {
    expect((await put({ ...current.name, en: renamed })).status()).toBe(200);
    for (const url of urls) expect((await fetchPage(visitor, url)).html, url).toContain(renamed);
  } finally {
    expect((await put(current.name)).status()).toBe(200);
  }
  await visitor.dispose();
});

test("a consultant's answer to a rating shows on the consultant page at the next request", async ({ request, playwright }) => {
  const visitor = await playwright.request.newContext();
  // The newest published rating without an answer of a consultant whose page lists it first.
  const evaluation = await sqlRow<{ id: string; consultantId: number }>(
    `SELECT e.id, e."consultantId" FROM "Evaluation" e JOIN "Consultant" c ON c.id = e."consultantId"
     WHERE e.state = 'published' AND e."hiddenAt" IS NULL AND e."consultantComment" IS NULL AND c.state = 'active'
       AND e."publishedAt" = (SELECT max(x."publishedAt") FROM "Evaluation" x WHERE x."consultantId" = e."consultantId" AND x.state = 'published' AND x."hiddenAt" IS NULL)
     ORDER BY e."publishedAt" DESC LIMIT 1`,
  );
  expect(evaluation, "a published rating without an answer").toBeTruthy();
  const url = `${BASE_URL}/en/consultants/${evaluation.consultantId}`;
  await warm(visitor, url);
  const answer = `Thank you ${RUN}`;
  const response = await request.post(`${BASE_URL}/api/evaluation/${evaluation.id}/comment`, { headers: { origin: BASE_URL }, data: { comment: answer } });
  expect(response.status(), await response.text()).toBe(200);
  try {
    expect((await fetchPage(visitor, url)).html).toContain(answer);
  } finally {
    await sql(`UPDATE "Evaluation" SET "consultantComment" = NULL, "consultantCommentDate" = NULL WHERE id = $1`, [evaluation.id]);
  }
  await visitor.dispose();
});
