// Helpers of the page-cache specs: an administrator's API calls against any of the servers under
// test, and page fetches that report whether the page came from the cache.
import { expect, type APIRequestContext } from "@playwright/test";
import { consultantSchema } from "@/lib/consultants/schema";
import { companySchema } from "@/lib/companies/schema";
import { sql } from "./e2e-database";

export const RUN = Date.now()
  .toString(36)
  .slice(-6)
  .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);

export type Fetched = { status: number; html: string; cache: string | null; location: string | null };

/** A page as a visitor's first request gets it (no cookies of the administrator's context). */
export async function fetchPage(request: APIRequestContext, url: string): Promise<Fetched> {
  const response = await request.get(url, { maxRedirects: 0, headers: { "accept-language": "en" } });
  return {
    status: response.status(),
    // Without the soft hyphens of long words (lib/i18n/hyphenate.ts): a reader does not see them.
    html: (await response.text()).replaceAll("\u00ad", ""),
    cache: response.headers()["x-nextjs-cache"] ?? null,
    location: response.headers()["location"]?.split(", ")[0] ?? null,
  };
}

/**
 * Requests the page until it is served from the page cache: the first request renders it, and a
 * page found stale (rendered before this server started) is served once more while it renders anew.
 */
export async function warm(request: APIRequestContext, url: string): Promise<Fetched> {
  let page = await fetchPage(request, url);
  for (let i = 0; i < 40 && page.cache !== "HIT"; i++) {
    await new Promise((r) => setTimeout(r, 250));
    page = await fetchPage(request, url);
  }
  expect(page.cache, `${url} is served from the page cache`).toBe("HIT");
  return page;
}

const pick = <T extends object>(record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]])) as T;

/** Changes fields of a consultant profile through PUT /api/consultant/{id}, as an administrator. */
export async function updateConsultant(request: APIRequestContext, base: string, id: number, patch: Record<string, unknown>): Promise<void> {
  const current = (await (await request.get(`${base}/api/consultant/${id}`)).json()) as Record<string, unknown>;
  const keys = Object.keys(consultantSchema.shape).filter(
    (k) => !["acceptsPrivacyPolicy", "termsAndConditions", "calensoToken", "calensoWorkerId", "email", "companyId", "companyLinkState", "state"].includes(k),
  );
  const response = await request.put(`${base}/api/consultant/${id}`, { headers: { origin: base }, data: { ...pick(current, keys), ...patch } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Changes fields of a company through PUT /api/company/{id}, as an administrator. */
export async function updateCompany(request: APIRequestContext, base: string, id: number, patch: Record<string, unknown>): Promise<void> {
  const current = (await (await request.get(`${base}/api/company/${id}`)).json()) as Record<string, unknown>;
  const response = await request.put(`${base}/api/company/${id}`, {
    headers: { origin: base },
    data: { ...pick(current, Object.keys(companySchema.shape)), ...patch },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An active consultant with published ratings who belongs to a company, with that company. */
export async function consultantWithCompany(): Promise<{ id: number; title: string | null; companyId: number; companyName: string }> {
  const [row] = await sql<{ id: number; title: string | null; companyId: number; companyName: string }>(
    `SELECT c.id, c.title, c."companyId", co.name AS "companyName" FROM "Consultant" c JOIN "Company" co ON co.id = c."companyId"
     WHERE c.state = 'active' AND c."companyLinkState" IN ('accepted', 'administrator') AND c."ratingCount" > 0 ORDER BY c.id LIMIT 1`,
  );
  expect(row, "a demo consultant who belongs to a company").toBeTruthy();
  return row!;
}
