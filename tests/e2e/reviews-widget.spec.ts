// The reviews widget in the account's seal panel (links tab), in German and French: the live preview
// frames the widget as another site would, the language choice moves preview and snippet together, and
// the copy button puts exactly the snippet on the clipboard.
import { expect, test } from "@playwright/test";
import { presetCookieChoiceForEachTest } from "@/tests/support/e2e-cookie-consent";
import { sqlRow } from "@/tests/support/e2e-database";
import { LOCAL_ACCOUNTS, signInLocally } from "@/tests/support/e2e-sign-in";

test.setTimeout(60_000);

presetCookieChoiceForEachTest("all");

const JOURNEYS = [
  {
    locale: "de",
    prefix: "",
    t: {
      tab: "Bewertung",
      snippet: "HTML-Code des Widgets",
      copy: "Widget-Code kopieren",
      copied: "Kopiert",
      language: "Sprache von Siegel und Widget",
      title: (name: string) => `Bewertungen von ${name} auf Beraterwahl`,
      ratings: /^[\d’]+ Bewertungen$/,
      latest: "Neueste Bewertungen",
    },
    other: { locale: "fr", label: "Français", ratings: /^[\d’]+ évaluations$/, latest: "Dernières évaluations" },
  },
  {
    locale: "fr",
    prefix: "/fr",
    t: {
      tab: "Évaluation",
      snippet: "Code HTML du widget",
      copy: "Copier le code du widget",
      copied: "Copié",
      language: "Langue du sceau et du widget",
      title: (name: string) => `Évaluations de ${name} sur Beraterwahl`,
      ratings: /^[\d’]+ évaluations$/,
      latest: "Dernières évaluations",
    },
    other: { locale: "it", label: "Italiano", ratings: /^[\d’]+ valutazioni$/, latest: "Valutazioni più recenti" },
  },
] as const;

for (const j of JOURNEYS) {
  test(`the seal panel offers the widget's snippet with a live preview (${j.locale})`, async ({ page, context }) => {
    const { id, name } = await sqlRow<{ id: number; name: string }>(
      `SELECT id, concat_ws(' ', nullif(trim(title), ''), "givenName", "familyName") AS name FROM "Consultant" WHERE email = $1`,
      [LOCAL_ACCOUNTS.consultant],
    );
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInLocally(page.request, LOCAL_ACCOUNTS.consultant);
    await page.goto(`${j.prefix}/account/profile?tab=rating`);
    const panel = page.getByRole("tabpanel", { name: j.t.tab, exact: true });
    const snippet = panel.getByLabel(j.t.snippet);
    await expect(snippet).toHaveValue(new RegExp(`^<iframe src="http://[^"]+/consultants/${id}/widget\\?lang=${j.locale}" title="${j.t.title(name)}"`));

    // The preview is the widget itself, framed from the account's page.
    const preview = panel.frameLocator("[data-testid=widget-preview]");
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(preview.locator("html")).toHaveAttribute("lang", j.locale);
    await expect(preview.getByText(j.t.ratings).first()).toBeVisible();
    await expect(preview.getByRole("heading", { name: j.t.latest })).toBeVisible();
    await expect(preview.getByRole("link").first()).toHaveAttribute("target", "_blank");

    await panel.getByRole("button", { name: j.t.copy }).click();
    await expect(panel.getByRole("button", { name: j.t.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());

    // One language for seal and widget: both follow the choice.
    await panel.getByLabel(j.t.language).selectOption({ label: j.other.label });
    await expect(snippet).toHaveValue(new RegExp(`/consultants/${id}/widget\\?lang=${j.other.locale}"`));
    await expect(preview.locator("html")).toHaveAttribute("lang", j.other.locale);
    await expect(preview.getByRole("heading", { name: j.other.latest })).toBeVisible();
    await expect(preview.getByText(j.other.ratings).first()).toBeVisible();
  });
}
