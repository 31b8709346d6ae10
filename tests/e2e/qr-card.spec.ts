// The printable QR card (account, rating tab) with a personal link: the click asks the API for a fresh one-time
// code (lib/client/call-api.ts) and downloads the card whose QR code carries it; the code is the consultant's.
import { expect, test } from "@playwright/test";
import { sqlRow } from "@/tests/support/e2e-database";
import { LOCAL_ACCOUNTS, signInLocally } from "@/tests/support/e2e-sign-in";
import { presetCookieChoiceForEachTest } from "@/tests/support/e2e-cookie-consent";

presetCookieChoiceForEachTest("necessary");

test("a QR card with a personal link: a new one-time code is issued and the A6 card downloads with it (de)", async ({ page }) => {
  await signInLocally(page.request, LOCAL_ACCOUNTS.consultant);
  const codes = () =>
    sqlRow<{ n: number }>(`SELECT count(*)::int AS n FROM "VerificationCode" v JOIN "Consultant" c ON c.id = v."consultantId" WHERE lower(c.email) = $1`, [
      LOCAL_ACCOUNTS.consultant,
    ]);
  const before = (await codes()).n;
  await page.goto("/account/profile?tab=rating");
  const link = page.getByLabel("Link", { exact: true });
  // Chosen before React has hydrated the select, the choice would be put back by the first render.
  await expect.poll(() => link.evaluate((select) => Object.keys(select).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
  await link.selectOption("verified");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF herunterladen" }).click();
  const url = new URL((await download).url());
  expect(url.pathname).toMatch(/^\/api\/consultant\/\d+\/qr-card$/);
  expect(url.searchParams.get("size")).toBe("a6");
  expect(url.searchParams.get("code")).toMatch(/^\d{10}$/);
  expect((await codes()).n).toBe(before + 1);
});
