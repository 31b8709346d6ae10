// Opt-outs belong to the address, not to the inviter (issue 29, point 9; docs/product-rules.md#review-invitations):
// every unsubscribe link ever sent keeps working after the inviting consultant deleted the account
// (their invitations go with it), and an address that opted out is refused for every consultant.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.APP_URL = "https://www.beraterwahl.test";
  delete process.env.SMTP_URL;
});

import * as accountRoute from "@/app/api/account/route";
import * as invitationRoute from "@/app/api/invitation/route";
import * as unsubscribeRoute from "@/app/api/invitation/unsubscribe/route";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { sha256Hex } from "@/lib/auth/one-time-tokens";
import type { InviteResponse } from "@/lib/invitations/schema";
import { call, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { consultantActor, user } from "@/tests/support/actors";

const ctx = setupApiDatabase();

afterAll(async () => {
  await whenDeliveredSoon();
});

async function invite(consultantId: number, recipients: string): Promise<InviteResponse> {
  const response = await call(invitationRoute.POST, "POST", "/api/invitation", {
    actor: consultantActor(consultantId),
    body: { recipients, locale: "de", dryRun: false },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

/** The token of the unsubscribe link in the invitation mail to `address`. */
async function tokenSentTo(address: string): Promise<string> {
  const message = await ctx
    .current()
    .emailMessage.findFirstOrThrow({ where: { purpose: "reviewInvitation", recipientEmail: { equals: address, mode: "insensitive" } } });
  return new URL((message.values as { unsubscribeUrl: string }).unsubscribeUrl).searchParams.get("token") as string;
}

async function deleteAccount(consultantId: number, email: string): Promise<number> {
  const me = user({ userId: `u-${consultantId}`, email, consultantId });
  await ctx.current().user.create({ data: { id: me.userId, email } });
  return (await call(accountRoute.DELETE, "DELETE", "/api/account", { actor: me, body: { confirmEmail: email } })).status;
}

const unsubscribe = (token: string) => call(unsubscribeRoute.POST, "POST", "/api/invitation/unsubscribe", { query: { token } });

describe("opt-outs that outlive the inviter", () => {
  let rated: number;
  let unrated: number;
  beforeAll(async () => {
    rated = (await insertConsultant(ctx.current(), { email: "rated@berater.example" })).id;
    await insertEvaluation(ctx.current(), rated, 5);
    unrated = (await insertConsultant(ctx.current(), { email: "unrated@berater.example" })).id;
  });

  it("the customer's old link still works after the consultant deleted the account, whether the profile was kept unclaimed or deleted", async () => {
    await invite(rated, "Kunde.Muster@gmail.com");
    await invite(unrated, "zweite@kunden.example");
    const keptToken = await tokenSentTo("kunde.muster@gmail.com");
    const goneToken = await tokenSentTo("zweite@kunden.example");

    expect(await deleteAccount(rated, "rated@berater.example")).toBe(204);
    expect(await deleteAccount(unrated, "unrated@berater.example")).toBe(204);
    // The invitations went with the accounts (the customers' addresses the consultant typed in)…
    expect((await ctx.current().consultant.findUniqueOrThrow({ where: { id: rated } })).state).toBe("unclaimed");
    expect(await ctx.current().consultant.findUnique({ where: { id: unrated } })).toBeNull();
    expect(await ctx.current().reviewInvitation.count({ where: { consultantId: { in: [rated, unrated] } } })).toBe(0);

    // …their links did not.
    const kept = await unsubscribe(keptToken);
    expect(kept.status, await kept.clone().text()).toBe(200);
    expect(await kept.json()).toEqual({ unsubscribed: true });
    expect((await unsubscribe(goneToken)).status).toBe(200);
    expect(await ctx.current().emailUnsubscribe.count()).toBe(2);
    // A token nobody ever sent is still no link.
    expect((await unsubscribe("z".repeat(32))).status).toBe(404);
  });

  it("an address that opted out is refused for every consultant's future invitations, in any spelling", async () => {
    const someoneElse = (await insertConsultant(ctx.current())).id;
    const refused = await invite(someoneElse, "kundemuster+neu@googlemail.com\nZWEITE@kunden.example\nfrisch@kunden.example");
    expect(refused.lines.map((l) => [l.email?.toLowerCase(), l.refusal])).toEqual([
      ["kundemuster+neu@googlemail.com", "unsubscribed"],
      ["zweite@kunden.example", "unsubscribed"],
      ["frisch@kunden.example", null],
    ]);
    expect(await ctx.current().emailMessage.count({ where: { purpose: "reviewInvitation", recipientEmail: "frisch@kunden.example" } })).toBe(1);
  });

  it("the migration gives the links of invitations sent before it their own record", async () => {
    const consultantId = (await insertConsultant(ctx.current())).id;
    await invite(consultantId, "vorher@kunden.example");
    const token = await tokenSentTo("vorher@kunden.example");
    // As before the migration: the invitation holds the only record of its link.
    await ctx.current().unsubscribeLink.delete({ where: { tokenHash: sha256Hex(token) } });
    expect((await unsubscribe(token)).status).toBe(404);

    const sql = readFileSync(path.join(process.cwd(), "prisma/migrations/20261203140000_duplicate_profiles/migration.sql"), "utf8");
    const copy = sql.slice(sql.indexOf('INSERT INTO "UnsubscribeLink"'));
    await ctx.current().$executeRawUnsafe(copy);
    expect((await unsubscribe(token)).status).toBe(200);
  });
});
