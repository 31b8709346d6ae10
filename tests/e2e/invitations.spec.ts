// A consultant invites customers and equips their own website and desk, in Chromium against the
// production server, in German and French: paste a list, read the preview per line, send, see the
// statuses; then the links tab shows the rating seal with its snippet and downloads a printable card.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import type { TestIdentity } from "@/tests/support/oidc-issuer";
import { setupSpecIssuer } from "@/tests/support/e2e-sign-in";
import { presetCookieChoiceForEachTest } from "@/tests/support/e2e-cookie-consent";

const issuer = setupSpecIssuer();

test.setTimeout(60_000);

presetCookieChoiceForEachTest("all");

async function signInAndRegister(page: Page, identity: TestIdentity, givenName: string, familyName: string): Promise<number> {
  issuer.nextSignIn(identity);
  await page.goto("/sign-in-callback");
  await page.waitForURL(/\/account\/(create|profile)$/);
  const topics = (await (await page.request.get("/api/consultingTopic")).json()) as { id: number }[];
  const response = await page.request.post("/api/account", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      honorific: "mrs",
      givenName,
      familyName,
      streetName: "Bahnhofstrasse",
      streetNumber: "12",
      postalCode: "8001",
      city: "Zürich",
      canton: "ZH",
      country: "ch",
      publicEmail: `${givenName}.${familyName}@example.ch`.toLowerCase(),
      consultingTopicIds: [topics[0]!.id],
      languages: ["de", "fr"],
      acceptsPrivacyPolicy: true,
      termsAndConditions: true,
      locale: "de",
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { consultantId: number }).consultantId;
}

const JOURNEYS = [
  {
    locale: "de",
    prefix: "",
    t: {
      tab: "Einladungen",
      recipients: "E-Mail-Adressen",
      preview: "Vorschau",
      accepted: "Wird eingeladen",
      duplicate: "Doppelt in der Liste",
      invalid: "Keine gültige Adresse",
      onlyRefused: "Nur abgelehnte (2)",
      allLines: "Alle Zeilen (4)",
      send: "2 Einladungen senden",
      sent: "2 Einladungen wurden verschickt",
      statuses: /Wird gesendet|Gesendet/,
      links: "Bewertung",
      size: "Format",
      card: "Visitenkarte (85 × 55 mm)",
      download: "PDF herunterladen",
      alt: "Bewertungen von Erika Einlader auf Beraterwahl",
    },
    given: "Erika",
    family: "Einlader",
  },
  {
    locale: "fr",
    prefix: "/fr",
    t: {
      tab: "Invitations",
      recipients: "Adresses e-mail",
      preview: "Aperçu",
      accepted: "Sera invitée",
      duplicate: "En double dans la liste",
      invalid: "Adresse non valable",
      onlyRefused: "Seulement les refusées (2)",
      allLines: "Toutes les lignes (4)",
      send: "Envoyer 2 invitations",
      sent: "2 invitations ont été envoyées",
      statuses: /En cours d’envoi|Envoyée/,
      links: "Évaluation",
      size: "Format",
      card: "Carte de visite (85 × 55 mm)",
      download: "Télécharger le PDF",
      alt: "Évaluations de Fanny Fiche sur Beraterwahl",
    },
    given: "Fanny",
    family: "Fiche",
  },
] as const;

for (const j of JOURNEYS) {
  test(`invite a pasted list, see preview and statuses; seal and printable card on the links tab (${j.locale})`, async ({ page }) => {
    const id = await signInAndRegister(
      page,
      { sub: `inv-${j.locale}`, email: `inv.${j.locale}@example.ch`, name: `${j.given} ${j.family}` },
      j.given,
      j.family,
    );
    await page.goto(`${j.prefix}/account/profile?tab=invitations`);
    const panel = page.getByRole("tabpanel", { name: j.t.tab });
    await expect(panel).toBeVisible();

    await panel
      .getByLabel(j.t.recipients)
      .fill(`kundin.${j.locale}@example.ch\nMax Muster; max.${j.locale}@example.ch; fr\nKUNDIN.${j.locale}@example.ch\nkeine-adresse`);
    await panel.getByRole("button", { name: j.t.preview, exact: true }).click();
    const rows = panel.locator("tbody tr");
    await expect(rows).toHaveCount(4);
    // The refused lines come first (issue 31): a visitor sees what to correct without scrolling.
    await expect(rows.nth(0)).toContainText(j.t.duplicate);
    await expect(rows.nth(1)).toContainText(j.t.invalid);
    await expect(rows.nth(2)).toContainText(j.t.accepted);
    await expect(rows.nth(3)).toContainText("Max Muster");
    await expect(rows.nth(3)).toContainText("fr");
    await panel.getByRole("button", { name: j.t.onlyRefused }).click();
    await expect(rows).toHaveCount(2);
    await expect(panel.getByRole("button", { name: j.t.onlyRefused })).toHaveAttribute("aria-pressed", "true");
    await panel.getByRole("button", { name: j.t.allLines }).click();
    await expect(rows).toHaveCount(4);

    await panel.getByRole("button", { name: j.t.send }).click();
    await expect(panel.getByRole("status").filter({ hasText: j.t.sent })).toBeVisible();
    const list = panel.locator("table").last();
    await expect(list.locator("tbody tr")).toHaveCount(2);
    await expect(list).toContainText(`max.${j.locale}@example.ch`);
    await expect(list.locator("tbody tr").first()).toContainText(j.t.statuses);

    // The links tab: the seal as other sites embed it, its snippet, and a printable card.
    await page.getByRole("tab", { name: j.t.links, exact: true }).click();
    const links = page.getByRole("tabpanel", { name: j.t.links, exact: true });
    const seal = links.getByRole("img", { name: j.t.alt });
    await expect(seal).toBeVisible();
    expect(await seal.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
    const snippet = await links.locator("#seal-snippet").inputValue();
    expect(snippet).toContain(`/consultants/${id}/badge.svg?lang=${j.locale}`);
    expect(snippet).toContain(`alt="${j.t.alt}"`);

    await links.getByLabel(j.t.size).selectOption({ label: j.t.card });
    const [download] = await Promise.all([page.waitForEvent("download"), links.getByRole("button", { name: j.t.download }).click()]);
    expect(download.suggestedFilename()).toBe("beraterwahl-card-card.pdf");
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });
}
