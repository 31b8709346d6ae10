// `npm run screenshots`: a PNG of every page at 360 and 1280 px in German, French and Italian, signed
// out and signed in as each role, into screenshots/ (git-ignored), and the page's width where it is
// wider than the screen. Besides the pages as they load, the states a visitor opens: the phone's
// header menu (with the account's entries when signed in), every profile tab opened by link, the
// administration's editors (a topic's and a question's form opened, a new one's form).
// Against a running server (SCREENSHOT_URL, default http://127.0.0.1:3000) on the seeded demo data
// (DATABASE_URL, for the ids).
// Options: SCREENSHOT_WIDTHS="360,1280", SCREENSHOT_LOCALES="de,fr,it", SCREENSHOT_ONLY="profile,menu-open" (file names containing one of them),
// SCREENSHOT_ACTORS="consultant,platformAdmin" (only these roles).
import { mkdirSync } from "node:fs";
import pg from "pg";
import { chromium, type Browser, type Page } from "playwright";
import { administrationPages, INFORMATION_PAGES, PROFILE_PAGES } from "@/tests/support/role-pages";

const base = process.env.SCREENSHOT_URL ?? "http://127.0.0.1:3000";
const widths = (process.env.SCREENSHOT_WIDTHS ?? "360,1280").split(",").map(Number);
const locales = (process.env.SCREENSHOT_LOCALES ?? "de,fr,it").split(",");
const actors = process.env.SCREENSHOT_ACTORS?.split(",");
// Several parts, comma-separated: a picture is taken when its file name contains one of them.
const only = process.env.SCREENSHOT_ONLY?.split(",");
const out = "screenshots";

type Actor = "anonymous" | "consultant" | "companyAdmin" | "platformAdmin";
const ACCOUNTS: Record<Exclude<Actor, "anonymous">, string> = {
  consultant: "lukas.brunner@alpenfinanz.ch",
  companyAdmin: "claudia.meier@alpenfinanz.ch",
  platformAdmin: "admin@beraterwahl.ch",
};

async function ids() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const one = async (q: string) => (await client.query(q)).rows[0]?.id as string | number;
  const result = {
    consultant: await one(`SELECT id FROM "Consultant" WHERE lower(email) = 'lukas.brunner@alpenfinanz.ch'`),
    companyAdminConsultant: await one(`SELECT id FROM "Consultant" WHERE lower(email) = 'claudia.meier@alpenfinanz.ch'`),
    company: await one(`SELECT id FROM "Company" WHERE name = 'Alpen Finanz AG'`),
    evaluation: await one(
      `SELECT e.id FROM "Evaluation" e JOIN "Consultant" c ON c.id = e."consultantId" WHERE e.state = 'published' AND e."hiddenAt" IS NULL AND c.state = 'active' ORDER BY e."dateOfCreation", e.id LIMIT 1`,
    ),
    salesAgent: await one(`SELECT id FROM "SalesAgent" ORDER BY number LIMIT 1`),
  };
  await client.end();
  return result;
}

/** A state of a page that a visitor opens after it loaded: `name` ends the file's name, `act` opens it
 * (false: the state does not exist at this width, no picture). */
type Shot = { path: string; name: string; act: (page: Page, width: number) => Promise<boolean> };

/** The header's menu opened; below `md` only, where the menu button is. */
const menuOpen = (path: string): Shot => ({
  path,
  name: "menu-open",
  act: async (page, width) => {
    if (width >= 768) return false;
    await page.locator("header button[aria-controls]").first().click();
    // The account's entries come from the session endpoint after the first paint.
    await page.locator("header [data-open]").first().waitFor();
    await page.waitForLoadState("networkidle");
    return true;
  },
});

/** The n-th entry's edit form of an ordered list (topics, questions), or the new entry's form (n = -1). */
const editorOpen = (path: string, n: number): Shot => ({
  path,
  name: n < 0 ? "new-form" : `edit-${n + 1}`,
  act: async (page) => {
    const button = n < 0 ? page.locator("main ol + button").first() : page.locator("main ol > li button[aria-expanded]").nth(n);
    await button.click();
    await page.locator("main form").first().waitFor();
    return true;
  },
});

/** The invitation preview of a pasted list of 40 addresses, a few of them refused. */
const invitationPreview: Shot = {
  path: "/account/profile?tab=invitations",
  name: "preview",
  act: async (page) => {
    const lines = Array.from({ length: 40 }, (_, i) => (i % 9 === 4 ? `keine-adresse-${i}` : `kundin.${i}@example.ch`));
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    await panel.locator("#inv-recipients").fill(lines.join("\n"));
    // The preview is the panel's first secondary button (its label is in the page's language).
    await panel.locator("button.btn-secondary:not([disabled])").first().click();
    await panel.locator("table").first().waitFor();
    return true;
  },
};

function states(): Record<Actor, Shot[]> {
  return {
    anonymous: [menuOpen("/")],
    consultant: [menuOpen("/account/profile?tab=dashboard"), invitationPreview],
    companyAdmin: [menuOpen("/account/company")],
    platformAdmin: [
      menuOpen("/administration"),
      editorOpen("/administration/topics", 0),
      editorOpen("/administration/topics", -1),
      editorOpen("/administration/questionnaire", 0),
      editorOpen("/administration/questionnaire", -1),
    ],
  };
}

function pages(i: Awaited<ReturnType<typeof ids>>): Record<Actor, string[]> {
  return {
    anonymous: [
      "/",
      "/?type=perimeter&postalCode=8001&perimeter=5#results",
      "/?type=perimeter&postalCode=Lausanne&perimeter=20&view=map#results",
      "/?type=perimeter&postalCode=Basel#results",
      "/?type=canton&canton=VD&registered=true#results",
      "/?tab=canton#search",
      "/consultants?registered=true",
      "/consultants",
      `/consultants/${i.consultant}`,
      `/consultants/${i.consultant}/questionnaire`,
      `/consultants/${i.consultant}/reviews?stars=4&sort=lowest`,
      `/?tab=compare&compare=${i.companyAdminConsultant}&compare=${i.consultant}`,
      "/companies",
      `/companies/${i.company}`,
      `/companies/${i.company}/members`,
      `/evaluation/${i.evaluation}`,
      `/evaluation/${i.evaluation}/summary`,
      `/evaluation/${i.evaluation}/confirm?token=from-the-mail`,
      `/evaluation/${i.evaluation}/confirm?status=confirmed`,
      ...INFORMATION_PAGES,
    ],
    consultant: PROFILE_PAGES,
    companyAdmin: ["/account/company", "/account/profile?tab=dashboard"],
    platformAdmin: [...administrationPages(i), "/administration/evaluations", "/administration/evaluations?state=held"],
  };
}

/** The outermost elements that reach past the right edge, to find what makes a page wide. Plain
 * JavaScript text: tsx would wrap a function's inner helpers in a __name() the page does not have. */
const WIDEST = `(width) => {
  // Content inside a scroller that itself fits scrolls there and does not widen the page.
  const clipped = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== "visible" && a.getBoundingClientRect().right <= width + 1) return true;
    }
    return false;
  };
  const wide = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el));
  const outermost = wide.filter((el) => !wide.some((o) => o !== el && o.contains(el) && o.getBoundingClientRect().right >= el.getBoundingClientRect().right));
  return outermost.slice(0, 8).map((el) => "  " + Math.round(el.getBoundingClientRect().right) + " <" + el.tagName.toLowerCase() + ' class="' + (el.getAttribute("class") ?? "") + '"> ' + (el.textContent ?? "").trim().slice(0, 60)).join("\\n");
}`;

const fileName = (actor: Actor, path: string, locale: string, width: number, state = "") =>
  `${actor}-${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}${state ? `-${state}` : ""}-${locale}-${width}.png`;

async function shoot(browser: Browser, actor: Actor, paths: string[], shots: Shot[]) {
  const context = await browser.newContext({ baseURL: base, locale: "de-CH" });
  await context.addInitScript(() => window.localStorage.setItem("beraterwahl.consent", JSON.stringify({ shown: true, analytics: false })));
  if (actor !== "anonymous") {
    const csrf = ((await (await context.request.get("/api/auth/csrf")).json()) as { csrfToken: string }).csrfToken;
    await context.request.post("/api/auth/callback/local", {
      headers: { origin: base },
      form: { email: ACCOUNTS[actor], csrfToken: csrf, callbackUrl: `${base}/`, json: "true" },
    });
  }
  const page = await context.newPage();
  const localized = (path: string, locale: string) => (locale === "de" ? path : `/${locale}${path === "/" ? "" : path}`);
  const report = async (url: string, width: number, name: string) => {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${scrollWidth > width ? "WIDE " + scrollWidth : "ok"}\t${url}\t${width}\t${name}`);
    if (scrollWidth > width && process.env.SCREENSHOT_DEBUG) console.log(await page.evaluate(`(${WIDEST})(${width})`));
  };
  // One page that does not settle (a slow machine) is reported and the walk goes on.
  const attempt = async (url: string, name: string, take: () => Promise<void>) => {
    try {
      await take();
    } catch (error) {
      console.log(`FAIL\t${url}\t${name}\t${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    }
  };
  for (const locale of locales) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        const name = fileName(actor, path, locale, width);
        if (only && !only.some((part) => name.includes(part))) continue;
        const url = localized(path, locale);
        await attempt(url, name, async () => {
          await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
          await report(url, width, name);
        });
      }
      for (const shot of shots) {
        const name = fileName(actor, shot.path, locale, width, shot.name);
        if (only && !only.some((part) => name.includes(part))) continue;
        const url = localized(shot.path, locale);
        await attempt(url, name, async () => {
          await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
          if (await shot.act(page, width)) await report(url, width, name);
        });
      }
    }
  }
  await context.close();
}

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const all = pages(await ids());
  const opened = states();
  for (const actor of Object.keys(all) as Actor[]) {
    if (!actors || actors.includes(actor)) await shoot(browser, actor, all[actor], opened[actor]);
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
