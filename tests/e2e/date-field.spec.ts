// The date field of our own (issue 31, item 8): in a Chromium set to fr-CH, an administration date
// shows dd.MM.yyyy (21.07.1966), never the browser's 07/21/1966; it is a labelled text field with the
// number pad and a format hint, reads what is typed on blur and says in French when it is no day.
import { expect, test } from "@playwright/test";
import { signInAsAdminThroughPage } from "@/tests/support/e2e-sign-in";
import { sqlRow } from "@/tests/support/e2e-database";
import { presetCookieChoiceForEachTest } from "@/tests/support/e2e-cookie-consent";

presetCookieChoiceForEachTest("all");
test.use({ locale: "fr-CH" });

test("an administration date field shows and reads dd.MM.yyyy in French", async ({ page }) => {
  const agent = await sqlRow<{ id: number; born: string }>(`SELECT id, to_char("dateOfBirth", 'DD.MM.YYYY') AS born FROM "SalesAgent" ORDER BY number LIMIT 1`);
  await signInAsAdminThroughPage(page, "");
  await page.goto(`/fr/administration/salesAgent/${agent.id}`);

  const born = page.getByLabel("Date de naissance", { exact: true });
  await expect(born).toHaveValue(agent.born);
  await expect(born).toHaveAttribute("type", "text");
  await expect(born).toHaveAttribute("inputmode", "numeric");
  await expect(born).toHaveAccessibleDescription(/JJ\.MM\.AAAA/);
  await expect(page.locator('input[type="date"]')).toHaveCount(0);

  // Typed on a phone's number pad, read on leaving the field.
  await born.fill("21071966");
  await born.blur();
  await expect(born).toHaveValue("21.07.1966");

  await born.fill("31.02.1966");
  await born.blur();
  await expect(born).toHaveAttribute("aria-invalid", "true");
  await expect(born).toHaveAccessibleDescription(/Veuillez saisir une date au format JJ\.MM\.AAAA/);
  await born.fill("21.7.1966");
  await born.blur();
  await expect(born).toHaveValue("21.07.1966");
  await expect(born).not.toHaveAttribute("aria-invalid", "true");
});
