// Signing in for the end-to-end tests: the local development sign-in and the OpenID Connect issuer on
// loopback, driven through next-auth's own endpoints with an APIRequestContext (a browser context's `request`
// shares its cookies, so the same helpers sign in a page too), the sign-in page's buttons, and a spec's issuer.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { startTestIssuer, type TestIdentity, type TestIssuer } from "./oidc-issuer";
import { sql } from "./e2e-database";

/** The e2e server's address (playwright.config.ts). */
export const BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3192);

/** German without prefix: no Accept-Language negotiation may move the request elsewhere. */
export const GERMAN_HEADERS = { "accept-language": "de-CH" };

export type ActorKey = "anonymous" | "newUser" | "consultant" | "companyAdmin" | "readOnlyStaff" | "platformAdmin";

/** The seeded demo accounts (lib/auth/demo-accounts.ts) behind the signed-in actors of the local sign-in. */
export const LOCAL_ACCOUNTS = {
  newUser: "neu.berater@example.ch",
  consultant: "lukas.brunner@alpenfinanz.ch",
  companyAdmin: "claudia.meier@alpenfinanz.ch",
  platformAdmin: "admin@beraterwahl.ch",
} as const;

/** Platform staff who may only read companies and consultants (through the identity provider). */
const READ_ONLY_STAFF: TestIdentity = {
  sub: "matrix-reader",
  email: "matrix.reader@beraterwahl.ch",
  name: "Rolf Leser",
  permissions: ["read:companies", "read:consultants"],
};

async function csrfToken(request: APIRequestContext, base = BASE_URL): Promise<string> {
  const response = await request.get(`${base}/api/auth/csrf`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** Which user the session cookie of this context belongs to (null: signed out). */
async function sessionName(request: APIRequestContext, base = BASE_URL): Promise<string | null> {
  const response = await request.get(`${base}/api/auth/session`);
  expect(response.status()).toBe(200);
  const session = (await response.json()) as { user?: { name?: string | null } } | null;
  return session?.user?.name ?? null;
}

/** Signs the context in as a seeded account through the local development sign-in (of the server at `base`). */
export async function signInLocally(request: APIRequestContext, email: string, base = BASE_URL): Promise<void> {
  const response = await request.post(`${base}/api/auth/callback/local`, {
    headers: { origin: base },
    form: { email, csrfToken: await csrfToken(request, base), callbackUrl: `${base}/`, json: "true" },
    maxRedirects: 0,
  });
  expect(response.status(), `local sign-in of ${email}`).toBeLessThan(400);
  expect(await sessionName(request, base), `session of ${email}`).not.toBeNull();
}

/** Signs the context in through the authorization-code flow of the test issuer. */
async function signInWithIssuer(request: APIRequestContext, issuer: TestIssuer, identity: TestIdentity): Promise<void> {
  issuer.nextSignIn(identity);
  const start = await request.post(`${BASE_URL}/api/auth/signin/oidc`, {
    headers: { origin: BASE_URL },
    form: { csrfToken: await csrfToken(request), callbackUrl: `${BASE_URL}/`, json: "true" },
    maxRedirects: 0,
  });
  expect(start.status()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  expect(url).toContain(issuer.url);
  // Issuer → /api/auth/callback/oidc → home: the context keeps the cookies of every hop.
  const back = await request.get(url);
  expect(back.status()).toBe(200);
  expect(await sessionName(request), `session of ${identity.email}`).toBe(identity.name ?? identity.email);
}

/** Ends the session (its Session row goes), so that nothing of this spec stays signed in. */
export async function signOut(request: APIRequestContext): Promise<void> {
  await request.post(`${BASE_URL}/api/auth/signout`, {
    headers: { origin: BASE_URL },
    form: { csrfToken: await csrfToken(request), callbackUrl: `${BASE_URL}/`, json: "true" },
    maxRedirects: 0,
  });
}

/** Concrete ids of the seeded data for the pages with an [id] segment. */
export type SeededIds = {
  company: number;
  consultant: number;
  disabledConsultant: number;
  evaluation: string;
  salesAgent: number;
};

export async function seededIds(): Promise<SeededIds> {
  const one = async <T extends Record<string, unknown>>(query: string): Promise<T> => {
    const rows = await sql<T>(query);
    expect(rows.length, query).toBe(1);
    return rows[0]!;
  };
  const company = await one<{ id: number }>(`SELECT id FROM "Company" WHERE name = 'Alpen Finanz AG'`);
  const consultant = await one<{ id: number }>(`SELECT id FROM "Consultant" WHERE lower(email) = 'lukas.brunner@alpenfinanz.ch'`);
  const disabledConsultant = await one<{ id: number }>(`SELECT id FROM "Consultant" WHERE state = 'disabled' ORDER BY id LIMIT 1`);
  const evaluation = await one<{ id: string }>(
    `SELECT e.id FROM "Evaluation" e JOIN "Consultant" c ON c.id = e."consultantId"
     WHERE e.state = 'published' AND e."hiddenAt" IS NULL AND c.state = 'active' ORDER BY e."dateOfCreation", e.id LIMIT 1`,
  );
  const salesAgent = await one<{ id: number }>(`SELECT id FROM "SalesAgent" ORDER BY number LIMIT 1`);
  return { company: company.id, consultant: consultant.id, disabledConsultant: disabledConsultant.id, evaluation: evaluation.id, salesAgent: salesAgent.id };
}

/**
 * Signs the context in as a signed-in kind of visitor: platform staff who may only read (READ_ONLY_STAFF)
 * through an issuer on OIDC_PORT that lives for this sign-in only, everybody else as their seeded account.
 */
export async function signInAsActor(request: APIRequestContext, actor: Exclude<ActorKey, "anonymous">): Promise<void> {
  if (actor !== "readOnlyStaff") return signInLocally(request, LOCAL_ACCOUNTS[actor]);
  const issuer = await startTestIssuer(OIDC_PORT);
  try {
    await signInWithIssuer(request, issuer, READ_ONLY_STAFF);
  } finally {
    await issuer.stop();
  }
}

/** Signs the page in as the seeded platform administrator (Petra Plattform) by the sign-in page's local buttons. */
export async function signInAsAdminThroughPage(page: Page, locale: "" | "/en"): Promise<void> {
  await page.goto(`${locale}/sign-in?callbackUrl=${encodeURIComponent(`${locale}/administration`)}`);
  await page
    .getByTestId("local-sign-in")
    .getByRole("button", { name: /Petra Plattform/ })
    .click();
  await page.waitForURL(`**${locale}/administration`);
}

/**
 * The issuer that a spec's sign-ins go through, on OIDC_PORT where the e2e server looks for it: started
 * before the spec's first test, stopped after its last. Call it at the top of the spec (or of a describe block).
 */
export function setupSpecIssuer(): TestIssuer {
  let issuer: TestIssuer | undefined;
  test.beforeAll(async () => {
    issuer = await startTestIssuer(OIDC_PORT);
  });
  test.afterAll(async () => {
    await issuer?.stop();
  });
  const current = (): TestIssuer => {
    if (!issuer) throw new Error("the spec's issuer starts in a beforeAll hook");
    return issuer;
  };
  return {
    get url() {
      return current().url;
    },
    get server() {
      return current().server;
    },
    nextSignIn: (identity) => current().nextSignIn(identity),
    token: (claims, options) => current().token(claims, options),
    stop: () => current().stop(),
  };
}
