// The company membership life cycle between two signed-in users in Chromium against the production
// server (docs/product-rules.md#companies-and-membership): a consultant asks to join on the public company page, the company's
// administrator accepts on /account/company, grants and removes administrator rights and unlinks;
// the administrator invites, the consultant accepts on /account/profile; and the save of the company
// page with its combined validation. Each user has their own browser context and signs in through the
// OpenID Connect issuer on loopback with the e-mail of a seeded consultant that no other spec uses:
// a company other than Alpen Finanz AG, and consultants without a company.
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startTestIssuer, type TestIssuer } from "@/tests/support/oidc-issuer";
import { sql, sqlRow } from "@/tests/support/e2e-database";
import { presetCookieChoice } from "@/tests/support/e2e-cookie-consent";

const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3192);
let issuer: TestIssuer;

type Person = { id: number; email: string; name: string };
let company: { id: number; name: string };
let admin: Person;
let joiner: Person;
let invitee: Person;
let spare: Person;

test.beforeAll(async () => {
  issuer = await startTestIssuer(OIDC_PORT);
  // The company with the highest id among those with one active administrator (not the demo company,
  // not the best rated one that the public specs look at).
  const row = await sqlRow<{ id: number; name: string; adminId: number; email: string; givenName: string; familyName: string }>(
    `SELECT co.id, co.name, c.id AS "adminId", c.email, c."givenName", c."familyName"
       FROM "Company" co JOIN "Consultant" c ON c."companyId" = co.id
      WHERE c."companyLinkState" = 'administrator' AND c.state = 'active' AND c.email IS NOT NULL
        AND co.name <> 'Alpen Finanz AG'
        AND co.id <> (SELECT id FROM "Company" ORDER BY "ratingAverage" DESC, "ratingCount" DESC, name, id LIMIT 1)
        AND (SELECT count(*) FROM "Consultant" a WHERE a."companyId" = co.id AND a."companyLinkState" = 'administrator') = 1
      ORDER BY co.id DESC LIMIT 1`,
  );
  expect(row, "a seeded company with one administrator").toBeTruthy();
  company = { id: row.id, name: row.name };
  admin = { id: row.adminId, email: row.email, name: `${row.givenName} ${row.familyName}` };
  // Active consultants without a company, with a name nobody else in the data carries.
  const free = await sql<{ id: number; email: string; givenName: string; familyName: string }>(
    `SELECT c.id, c.email, c."givenName", c."familyName" FROM "Consultant" c
      WHERE c.state = 'active' AND c."companyId" IS NULL AND c.email IS NOT NULL AND c.email NOT LIKE '%@alpenfinanz.ch'
        AND (SELECT count(*) FROM "Consultant" o WHERE o."givenName" = c."givenName" AND o."familyName" = c."familyName") = 1
      ORDER BY c.id DESC LIMIT 3`,
  );
  expect(free).toHaveLength(3);
  [joiner, invitee, spare] = free.map((c) => ({ id: c.id, email: c.email, name: `${c.givenName} ${c.familyName}` })) as [Person, Person, Person];
});
test.afterAll(async () => {
  await issuer?.stop();
});

async function signedInPage(browser: Browser, person: Person, sub: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: "de-CH" });
  // The cookie dialog (modal, after 3 s, until consent is stored) would cover the page.
  await presetCookieChoice(context, "all");
  const page = await context.newPage();
  issuer.nextSignIn({ sub, email: person.email, name: person.name });
  await page.goto("/sign-in-callback");
  await page.waitForURL(/\/account\/profile$/);
  return { context, page };
}

async function linkStateOf(consultantId: number) {
  const row = await sqlRow<{ companyId: number | null; companyLinkState: string }>(
    `SELECT "companyId", "companyLinkState"::text AS "companyLinkState" FROM "Consultant" WHERE id = $1`,
    [consultantId],
  );
  return row;
}

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const rowOf = (page: Page, consultantId: number) => page.getByTestId(`member-${consultantId}`);

test("request → accept → administrator rights granted and removed → unlinked", async ({ browser }) => {
  // Two signed-in people and a dozen round trips: near 30 s on a busy machine.
  test.slow();
  const consultant = await signedInPage(browser, joiner, "h1-joiner");
  const administrator = await signedInPage(browser, admin, "h1-admin");
  try {
    // The consultant asks to join on the public company page.
    await consultant.page.goto(`/companies/${company.id}`);
    await consultant.page.getByRole("button", { name: "Beitreten" }).click();
    await expect(consultant.page.getByText("Mitgliedschaft angefragt")).toBeVisible();
    expect(await linkStateOf(joiner.id)).toEqual({ companyId: company.id, companyLinkState: "requestedByConsultant" });

    // The administrator sees the request on the consultants tab and accepts it.
    const page = administrator.page;
    await page.goto("/account/company");
    await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
    const requests = section(page, "Beitrittsanfragen");
    await requests.getByTestId(`member-${joiner.id}`).getByRole("button", { name: "Annehmen" }).click();
    await expect(page.getByText("Gespeichert")).toBeVisible();
    const member = section(page, "Mitglieder").getByTestId(`member-${joiner.id}`);
    await expect(member).toBeVisible();
    await expect(requests.getByTestId(`member-${joiner.id}`)).toHaveCount(0);
    expect((await linkStateOf(joiner.id)).companyLinkState).toBe("accepted");

    // Administrator rights: granted, and the consultant's own "My company" page opens for them …
    await member.getByRole("button", { name: "Zum Administrator machen" }).click();
    await expect(member.getByRole("button", { name: "Administratorrechte entziehen" })).toBeVisible();
    expect((await linkStateOf(joiner.id)).companyLinkState).toBe("administrator");
    await consultant.page.goto("/account/company");
    await expect(consultant.page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();

    // … removed, and the page is closed to them again.
    await member.getByRole("button", { name: "Administratorrechte entziehen" }).click();
    await expect(member.getByRole("button", { name: "Zum Administrator machen" })).toBeVisible();
    expect((await linkStateOf(joiner.id)).companyLinkState).toBe("accepted");
    await consultant.page.reload();
    await expect(consultant.page.getByText("Diese Seite ist für Administratorinnen und Administratoren eines Unternehmens.")).toBeVisible();
    await expect(consultant.page.getByRole("button", { name: "Speichern" })).toHaveCount(0);

    // Unlink needs a confirmation; Escape cancels it and gives the focus back to the button.
    const unlink = member.getByRole("button", { name: "Aus dem Unternehmen entfernen" });
    await unlink.click();
    const dialog = page.getByRole("dialog", { name: `${joiner.name} aus dem Unternehmen entfernen?` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(unlink).toBeFocused();
    expect((await linkStateOf(joiner.id)).companyLinkState).toBe("accepted");
    // Keyboard only: Enter opens it again, the confirm button removes the member.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Entfernen", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, joiner.id)).toHaveCount(0);
    expect(await linkStateOf(joiner.id)).toEqual({ companyId: null, companyLinkState: "unlinked" });

    // The public page no longer lists them; they may ask again.
    await consultant.page.goto(`/companies/${company.id}`);
    await expect(consultant.page.getByRole("button", { name: "Beitreten" })).toBeVisible();
  } finally {
    await consultant.context.close();
    await administrator.context.close();
  }
});

test("invitation: the administrator finds and invites a consultant, who accepts on the profile page", async ({ browser }) => {
  const administrator = await signedInPage(browser, admin, "h1-admin");
  const consultant = await signedInPage(browser, invitee, "h1-invitee");
  try {
    const page = administrator.page;
    await page.goto("/account/company");
    const invite = section(page, "Berater einladen");
    await invite.getByLabel("Name des Beraters").fill(invitee.name);
    await invite.getByRole("button", { name: "Suchen" }).click();
    await invite.getByRole("button", { name: `Einladen: ${invitee.name}` }).click();
    await expect(invite.getByText(`${invitee.name} wurde eingeladen.`)).toBeVisible();
    await expect(section(page, "Versandte Einladungen").getByTestId(`member-${invitee.id}`)).toBeVisible();
    expect(await linkStateOf(invitee.id)).toEqual({ companyId: company.id, companyLinkState: "requestedByCompany" });

    // A member of this company is not offered for invitation.
    await invite.getByLabel("Name des Beraters").fill(admin.name);
    await invite.getByRole("button", { name: "Suchen" }).click();
    await expect(invite.getByText("Kein Berater ohne Unternehmen passt zu diesem Namen.")).toBeVisible();

    // The consultant accepts on their profile.
    await consultant.page.goto("/account/profile");
    const card = section(consultant.page, "Unternehmen");
    await expect(card.getByText("Einladung erhalten")).toBeVisible();
    await card.getByRole("button", { name: "Einladung annehmen" }).click();
    await expect(card.getByRole("button", { name: "Unternehmen verlassen" })).toBeVisible();
    expect(await linkStateOf(invitee.id)).toEqual({ companyId: company.id, companyLinkState: "accepted" });

    await page.reload();
    await expect(section(page, "Mitglieder").getByTestId(`member-${invitee.id}`)).toBeVisible();
    await expect(section(page, "Versandte Einladungen").getByTestId(`member-${invitee.id}`)).toHaveCount(0);

    // Withdrawing an invitation that was not answered yet.
    await invite.getByLabel("Name des Beraters").fill(spare.name);
    await invite.getByRole("button", { name: "Suchen" }).click();
    await invite.getByRole("button", { name: `Einladen: ${spare.name}` }).click();
    const pending = section(page, "Versandte Einladungen").getByTestId(`member-${spare.id}`);
    await pending.getByRole("button", { name: "Einladung zurückziehen" }).click();
    await expect(pending).toHaveCount(0);
    expect(await linkStateOf(spare.id)).toEqual({ companyId: null, companyLinkState: "unlinked" });
  } finally {
    await consultant.context.close();
    await administrator.context.close();
  }
});

test("the administrator edits the introduction, saves, and the public page shows it", async ({ browser }) => {
  const administrator = await signedInPage(browser, admin, "h1-admin");
  try {
    const page = administrator.page;
    const text = `Unser Team berät Sie unabhängig – Stand ${Date.now()}.`;
    await page.goto("/account/company");
    await page.getByRole("tab", { name: "Vorstellung" }).click();
    await page.getByRole("textbox", { name: "Vorstellung" }).fill(text);
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Gespeichert")).toBeVisible();
    await page.getByRole("link", { name: "Vorschau" }).click();
    await page.waitForURL(new RegExp(`/companies/${company.id}`));
    await expect(page.getByText(text)).toBeVisible();
  } finally {
    await administrator.context.close();
  }
});

test("an invalid value on one tab marks that tab, opens it and saves nothing (in French)", async ({ browser }) => {
  const administrator = await signedInPage(browser, admin, "h1-admin");
  try {
    const page = administrator.page;
    const before = await sqlRow<{ name: string; updatedAt: Date; twitterUrl: string | null }>(
      `SELECT name, "updatedAt", "twitterUrl" FROM "Company" WHERE id = $1`,
      [company.id],
    );
    await page.goto("/fr/account/company?tab=details");
    // Typed before React has hydrated the form, a value is put back by the form's registration.
    const name = page.getByLabel(/Nom de l’entreprise/);
    await expect.poll(() => name.evaluate((input) => Object.keys(input).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
    await name.fill("");
    // A valid change on another tab must not be saved either.
    await page.getByRole("tab", { name: "Réseaux sociaux" }).click();
    await page.getByLabel("Twitter / X").fill("https://x.com/h1-test");
    await page.getByRole("button", { name: "Enregistrer" }).click();

    await expect(page.getByText("Certains éléments requièrent votre attention")).toBeVisible();
    const details = page.getByRole("tab", { name: /Coordonnées/ });
    await expect(details).toHaveAttribute("aria-selected", "true");
    await expect(details.getByRole("img", { name: "Cet onglet contient des éléments qui requièrent votre attention" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Réseaux sociaux" }).getByRole("img")).toHaveCount(0);
    await expect(page.getByLabel(/Nom de l’entreprise/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/Nom de l’entreprise/)).toBeFocused();

    const after = await sqlRow<{ name: string; updatedAt: Date; twitterUrl: string | null }>(
      `SELECT name, "updatedAt", "twitterUrl" FROM "Company" WHERE id = $1`,
      [company.id],
    );
    expect(after).toEqual(before);

    // Corrected, the same save goes through and the icon goes away.
    await page.getByLabel(/Nom de l’entreprise/).fill(before.name);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Enregistré", { exact: true })).toBeVisible();
    await expect(details.getByRole("img")).toHaveCount(0);
    const saved = await sqlRow<{ twitterUrl: string | null }>(`SELECT "twitterUrl" FROM "Company" WHERE id = $1`, [company.id]);
    expect(saved.twitterUrl).toBe("https://x.com/h1-test");
  } finally {
    await administrator.context.close();
  }
});
