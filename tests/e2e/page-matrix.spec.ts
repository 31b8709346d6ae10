// Every page of the app × every kind of visitor (issue 10): what each one gets when opening it
// directly, as the guards (lib/auth/route-permissions.ts, lib/auth/guards.ts) and docs/product-rules.md#roles-and-permissions say.
// The list of pages is read from app/[locale] at test time: a new page without a row here fails.
// Plain requests without following redirects (no browser); nothing is changed but the sessions.
import { readdirSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ROUTE_ACCESS } from "@/lib/auth/route-permissions";
import { BASE_URL, GERMAN_HEADERS, seededIds, signInAsActor, signOut, type ActorKey, type SeededIds } from "@/tests/support/e2e-sign-in";

const APP_LOCALE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "app", "[locale]");

/** The page routes of app/[locale]: folders with a page.tsx, without route groups. */
function pageRoutesOnDisk(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (/^page\.(?:tsx|ts|jsx|js|mdx)$/.test(entry.name)) {
        const segments = relative(APP_LOCALE_DIR, dir)
          .split(sep)
          .filter((s) => s !== "" && !/^\(.*\)$/.test(s));
        found.push(`/${segments.join("/")}`);
      }
    }
  };
  walk(APP_LOCALE_DIR);
  return found.sort();
}

/**
 * What a visitor gets:
 * P the page (200) · N not found (404) · S sent to sign in, and back here afterwards ·
 * C sent to account creation · R sent to the own profile · F the 403 page (/forbidden) ·
 * H sent home · A sent to the administration · E sent to the evaluation's public page.
 */
type Outcome = "P" | "N" | "S" | "C" | "R" | "F" | "H" | "A" | "E";
const ACTORS: readonly ActorKey[] = ["anonymous", "newUser", "consultant", "companyAdmin", "readOnlyStaff", "platformAdmin"];
/** One outcome per actor, in the order of ACTORS. */
type Cells = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];
type Row = { path: (ids: SeededIds) => string; expect: Cells; note?: string };

const all = (o: Outcome): Cells => [o, o, o, o, o, o];
const fixed = (path: string, expect: Cells): Row[] => [{ path: () => path, expect }];
//                                        anon  new  cons  cAdm  read  pAdm
const PLATFORM_ONLY: Cells = /*         */ ["S", "F", "F", "F", "F", "P"];
const STAFF_READS: Cells = /*           */ ["S", "F", "F", "F", "P", "P"];

/** Every page route of app/[locale] with the concrete paths to open and the outcome per actor. */
const PAGE_MATRIX: Record<string, Row[]> = {
  "/": fixed("/", all("P")),
  "/[...rest]": fixed("/diese-seite-gibt-es-nicht", all("N")),
  // The per-request variants of the home page and the grids (proxy.ts) have no address of their own.
  "/q/home": fixed("/q/home", all("N")),
  "/q/results/[search]": fixed(`/q/results/${Buffer.from("type=canton&canton=ZH").toString("base64url")}`, all("N")),
  "/q/consultants": fixed("/q/consultants", all("N")),
  "/q/companies": fixed("/q/companies", all("N")),
  "/about-us": fixed("/about-us", all("P")),
  "/transparency": fixed("/transparency", all("P")),
  "/companies": fixed("/companies", all("P")),
  "/companies/[id]": [{ path: (ids) => `/companies/${ids.company}`, expect: all("P") }],
  "/companies/[id]/members": [{ path: (ids) => `/companies/${ids.company}/members`, expect: all("P") }],
  "/consultants": fixed("/consultants", all("P")),
  "/consultants/[id]": [
    { path: (ids) => `/consultants/${ids.consultant}`, expect: all("P") },
    // Opening a disabled consultant redirects home (docs/product-rules.md#consultant-states).
    { path: (ids) => `/consultants/${ids.disabledConsultant}`, expect: all("H"), note: "disabled consultant" },
  ],
  "/consultants/[id]/reviews": [
    { path: (ids) => `/consultants/${ids.consultant}/reviews?stars=5&sort=lowest`, expect: all("P") },
    // A bad filter value is dropped, not an error.
    { path: (ids) => `/consultants/${ids.consultant}/reviews?stars=9&evidence=x&sort=y`, expect: all("P"), note: "bad filter values" },
    { path: (ids) => `/consultants/${ids.disabledConsultant}/reviews`, expect: all("H"), note: "disabled consultant" },
  ],
  "/consultants/[id]/questionnaire": [
    { path: (ids) => `/consultants/${ids.consultant}/questionnaire`, expect: all("P") },
    { path: (ids) => `/consultants/${ids.disabledConsultant}/questionnaire`, expect: all("H"), note: "disabled consultant" },
  ],
  "/evaluation/[id]": [{ path: (ids) => `/evaluation/${ids.evaluation}`, expect: all("P") }],
  // The answer protocol is the customer's (their link carries the edit token) and platform
  // administrators'; without the token a published evaluation's summary sends to its public page.
  "/evaluation/[id]/summary": [{ path: (ids) => `/evaluation/${ids.evaluation}/summary`, expect: ["E", "E", "E", "E", "E", "P"] }],
  // The page of the customer's confirmation link: one button for whoever holds the link (the token is checked on the POST).
  "/evaluation/[id]/dispute/[token]": [{ path: (ids) => `/evaluation/${ids.evaluation}/dispute/unknown_token_0123456789abcdefghijklmnop`, expect: all("N") }],
  "/evaluation/[id]/confirm": [{ path: (ids) => `/evaluation/${ids.evaluation}/confirm?token=not-a-real-token`, expect: all("P") }],
  // Due process: a statement's private link (an unknown token is not found) and a reporter's confirmation link (one button).
  "/moderation/statement/[token]": fixed("/moderation/statement/unknown_token_0123456789abcdefghijklmnop", all("N")),
  "/moderation/notice/[id]/confirm": fixed("/moderation/notice/1/confirm?token=not-a-real-token", all("P")),
  "/for-consultants": fixed("/for-consultants", all("P")),
  "/imprint": fixed("/imprint", all("P")),
  "/privacy-policy": fixed("/privacy-policy", all("P")),
  "/terms-of-service": fixed("/terms-of-service", all("P")),
  // Signed out: the "Signing in…" dialog; signed in: on to the landing page of the account.
  "/sign-in-callback": fixed("/sign-in-callback", ["P", "C", "R", "R", "C", "A"]),
  "/sign-out-callback": fixed("/sign-out-callback", all("P")),
  // Without a token: the page that says the link is not valid.
  "/confirm-contact-email": fixed("/confirm-contact-email", all("P")),
  // An invitation's unsubscribe link: without a token there is nothing to show; with one, the page with its button.
  "/unsubscribe": [
    { path: () => "/unsubscribe", expect: all("N"), note: "without a token" },
    { path: () => "/unsubscribe?token=unknown_token_0123456789abcdef", expect: all("P") },
  ],
  "/sign-in": fixed("/sign-in", all("P")),
  "/forbidden": fixed("/forbidden", all("P")),
  // Account pages: any signed-in user; the consultant record decides between creation and profile.
  "/account/create": fixed("/account/create", ["S", "P", "R", "R", "P", "P"]),
  "/account/profile": fixed("/account/profile", ["S", "C", "P", "P", "C", "C"]),
  // A consultant who administers no company gets the page with the note that it is not theirs.
  "/account/company": fixed("/account/company", ["S", "C", "P", "P", "C", "C"]),
  // The lead inbox: a user without a profile or company gets the page with the note that they have none; a
  // conversation that is not the caller's is not found, whoever asks.
  "/account/inbox": fixed("/account/inbox", ["S", "P", "P", "P", "P", "P"]),
  "/account/inbox/[id]": fixed("/account/inbox/999999", ["S", "N", "N", "N", "N", "N"]),
  "/administration": fixed("/administration", PLATFORM_ONLY),
  "/administration/dashboard/consultant": fixed("/administration/dashboard/consultant", PLATFORM_ONLY),
  "/administration/dashboard/team": fixed("/administration/dashboard/team", PLATFORM_ONLY),
  // Read-only staff see the lists, not the add and detail (write) pages.
  "/administration/companies": fixed("/administration/companies", STAFF_READS),
  "/administration/companies/add": fixed("/administration/companies/add", PLATFORM_ONLY),
  "/administration/companies/[id]": [{ path: (ids) => `/administration/companies/${ids.company}`, expect: PLATFORM_ONLY }],
  "/administration/consultants": fixed("/administration/consultants", STAFF_READS),
  "/administration/consultants/add": fixed("/administration/consultants/add", PLATFORM_ONLY),
  "/administration/consultants/[id]": [{ path: (ids) => `/administration/consultants/${ids.consultant}`, expect: PLATFORM_ONLY }],
  "/administration/salesAgents": fixed("/administration/salesAgents", PLATFORM_ONLY),
  "/administration/salesAgents/add": fixed("/administration/salesAgents/add", PLATFORM_ONLY),
  "/administration/salesAgent/[id]": [{ path: (ids) => `/administration/salesAgent/${ids.salesAgent}`, expect: PLATFORM_ONLY }],
  "/administration/topics": fixed("/administration/topics", PLATFORM_ONLY),
  "/administration/questionnaire": fixed("/administration/questionnaire", PLATFORM_ONLY),
  "/administration/reports": fixed("/administration/reports", PLATFORM_ONLY),
  "/administration/evaluations": fixed("/administration/evaluations", PLATFORM_ONLY),
  "/administration/outbox": fixed("/administration/outbox", PLATFORM_ONLY),
  "/administration/moderation": fixed("/administration/moderation", PLATFORM_ONLY),
  "/administration/moderation/audit": fixed("/administration/moderation/audit", PLATFORM_ONLY),
  // A notice or an appeal that does not exist: not found, for platform administrators only.
  "/administration/moderation/notices/[id]": fixed("/administration/moderation/notices/999999", ["S", "F", "F", "F", "F", "N"]),
  "/administration/moderation/appeals/[id]": fixed("/administration/moderation/appeals/999999", ["S", "F", "F", "F", "F", "N"]),
  "/administration/moderation/disputes/[id]": fixed("/administration/moderation/disputes/999999", ["S", "F", "F", "F", "F", "N"]),
};

const isGuarded = (route: string) => route.startsWith("/account/") || route.startsWith("/administration");

test.describe("page access matrix", () => {
  test("every page route of app/[locale] has a row, and every row a page", () => {
    expect(Object.keys(PAGE_MATRIX).sort()).toEqual(pageRoutesOnDisk());
  });

  test("every signed-in page has its rule in ROUTE_ACCESS", () => {
    expect(pageRoutesOnDisk().filter(isGuarded)).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });
});

/** What the server answered, in the terms of the matrix. */
function observe(status: number, location: string | undefined, prefix: string, requested: string): string {
  if (status === 200) return "P";
  if (status === 404) return "N";
  if (status < 300 || status >= 400 || !location) return `status ${status}`;
  // Next 16.4 repeats the Location header of a redirect it renders into the page cache (the disabled
  // consultant's page, on its first visit); the request API joins the copies with ", ". Browsers
  // follow identical copies; different ones would be a defect and stay visible here.
  const locations = [...new Set(location.split(", "))];
  if (locations.length > 1) return `several locations ${locations.join(" | ")}`;
  const target = new URL(locations[0]!, BASE_URL);
  const path = target.pathname;
  const home = prefix === "" ? "/" : prefix;
  if (path === `${prefix}/sign-in-callback`) {
    // Back to the page asked for after signing in.
    return target.searchParams.get("callbackUrl") === requested ? "S" : `sign-in with callbackUrl ${target.searchParams.get("callbackUrl")}`;
  }
  const targets: Record<string, Outcome> = {
    [`${prefix}/account/create`]: "C",
    [`${prefix}/account/profile`]: "R",
    [`${prefix}/forbidden`]: "F",
    [home]: "H",
    [`${prefix}/administration`]: "A",
  };
  if (new RegExp(`^${prefix}/evaluation/[0-9a-f-]{36}$`).test(path)) return "E";
  return targets[path] ?? `redirect to ${target.pathname}${target.search}`;
}

let ids: SeededIds;

test.beforeAll(async () => {
  ids = await seededIds();
});

for (const [index, actor] of ACTORS.entries()) {
  test.describe(`as ${actor}`, () => {
    let request: APIRequestContext;

    test.beforeAll(async ({ playwright }) => {
      request = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: GERMAN_HEADERS });
      if (actor !== "anonymous") await signInAsActor(request, actor);
    });
    test.afterAll(async () => {
      if (actor !== "anonymous") await signOut(request);
      await request.dispose();
    });

    test(`${actor}: every page answers as the matrix says (de, and fr for signed-in pages)`, async () => {
      test.setTimeout(180_000);
      const expected: string[] = [];
      const actual: string[] = [];
      // German first: a French page sets the locale cookie, after which unprefixed paths go to French.
      for (const prefix of ["", "/fr"]) {
        for (const [route, rows] of Object.entries(PAGE_MATRIX)) {
          if (prefix !== "" && !isGuarded(route)) continue;
          for (const row of rows) {
            const path = row.path(ids);
            const requested = prefix === "" ? path : path === "/" ? prefix : `${prefix}${path}`;
            const response = await request.get(requested, { maxRedirects: 0 });
            const label = `${requested}${row.note ? ` (${row.note})` : ""}`;
            expected.push(`${label}: ${row.expect[index]}`);
            actual.push(`${label}: ${observe(response.status(), response.headers()["location"], prefix, requested)}`);
          }
        }
      }
      // One comparison for the whole column: a failure lists every cell that differs.
      expect(actual).toEqual(expected);
    });
  });
}
