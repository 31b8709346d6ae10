// Point 6 of issue 29 replayed as a cheating consultant would try it: shed a rated profile by a new one
// (docs/product-rules.md#one-person-one-profile). A rated consultant (Lukas Brunner, 8001 Zürich, 26
// published ratings) deletes the account, so the profile is unclaimed with its ratings hidden; then
// new sign-ins try to get a blank profile of the same person past registration and the API, or to
// use the administration's tools. Prints one line per attack: attack | attempted | succeeded | caught
// how (docs/security.md carries the figures). Fails if an attack the rules cover gets a new profile.
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteHandler } from "@/lib/http/route";
import { refreshAggregatesForConsultants } from "@/lib/consultants/aggregates";
import { call, callJson, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { user } from "@/tests/support/actors";

const { current } = setupApiDatabase();
let routes: { account: { POST: RouteHandler; DELETE: RouteHandler }; consultant: { POST: RouteHandler }; merge: RouteHandler };
let topicId: number;
let rated: { id: number; number: string };
let active: number;

const lukas = (overrides: Record<string, unknown> = {}) => ({
  honorific: "mr",
  givenName: "Lukas",
  familyName: "Brunner",
  streetName: "Bahnhofstrasse",
  streetNumber: "12",
  postalCode: "8001",
  city: "Zürich",
  canton: "ZH",
  publicEmail: "lukas@brunner-finanz.example",
  consultingTopicIds: [topicId],
  languages: ["de"],
  acceptsPrivacyPolicy: true,
  termsAndConditions: true,
  ...overrides,
});

type Outcome = { attack: string; attempted: number; succeeded: number; caught: string };
const outcomes: Outcome[] = [];

function report(outcome: Outcome) {
  outcomes.push(outcome);
  console.log(`abuse replay (duplicates) · ${outcome.attack} | ${outcome.attempted} | ${outcome.succeeded} | ${outcome.caught}`);
}

/** Tries to register `body` from a fresh sign-in; returns whether a new profile came of it and how it was refused. */
async function tryRegister(body: Record<string, unknown>, via: "account" | "consultant" = "account") {
  const before = await current().consultant.count();
  const handler = via === "account" ? routes.account.POST : routes.consultant.POST;
  const { status, body: answer } = await callJson<{ code?: string; duplicates?: { id: number; matchedOn: string[] }[] }>(
    handler,
    "POST",
    via === "account" ? "/api/account" : "/api/consultant",
    { actor: user(), body: via === "account" ? { ...body, locale: "de" } : body },
  );
  const created = (await current().consultant.count()) - before;
  const caught =
    answer.code === "duplicate_profile" ? `${status} duplicate_profile: ${answer.duplicates?.map((d) => d.matchedOn.join("+")).join(", ")}` : `${status}`;
  return { created, caught, status };
}

beforeAll(async () => {
  routes = {
    account: await import("@/app/api/account/route"),
    consultant: await import("@/app/api/consultant/route"),
    merge: (await import("@/app/api/consultant/[id]/merge/route")).POST,
  };
  topicId = (await current().consultingTopic.findFirstOrThrow({ where: { active: true } })).id;
  // Lukas Brunner registers, collects 26 ratings (average 4.0) and deletes his account.
  const email = "lukas.brunner@alt.example";
  const me = user({ userId: "u-lukas", email });
  await current().user.create({ data: { id: me.userId, email } });
  const registered = await callJson<{ consultantId: number }>(routes.account.POST, "POST", "/api/account", {
    actor: me,
    body: { ...lukas({ phoneCellular: "079 123 45 67", websiteUrl: "https://www.brunner-finanz.example" }), locale: "de" },
  });
  const id = registered.body.consultantId;
  for (let i = 0; i < 26; i++) await insertEvaluation(current(), id, [5, 4, 3][i % 3]!);
  await current().$transaction((tx) => refreshAggregatesForConsultants(tx, [id]));
  expect((await call(routes.account.DELETE, "DELETE", "/api/account", { actor: { ...me, consultantId: id }, body: { confirmEmail: email } })).status).toBe(204);
  rated = { id, number: (await current().consultant.findUniqueOrThrow({ where: { id } })).number };
  // A colleague with an active profile, whose contact details a second profile would copy.
  active = (
    await insertConsultant(current(), {
      givenName: "Nadia",
      familyName: "Meier",
      postalCode: "3011",
      publicEmail: "nadia@meier-vorsorge.example",
      phoneCellular: "+41 78 555 66 77",
      websiteUrl: "https://meier-vorsorge.example/",
    })
  ).id;
});

describe("abuse replay: duplicate profiles", () => {
  it("a clean slate by a new profile of the same person is led to the claim, in every spelling the rules cover", async () => {
    const attacks: [string, Record<string, unknown>][] = [
      ["same person, same data, another sign-in (the issue's replay)", lukas()],
      ["name in capitals with an accent (LUKAS BRÜNNER)", lukas({ givenName: "LUKAS", familyName: "BRÜNNER", publicEmail: "neu@lb.example" })],
      ["name with a hyphen and double spaces", lukas({ givenName: "Lukas ", familyName: "Brun-ner", publicEmail: "neu2@lb.example" })],
      ["moved to another postal code, same public e-mail in capitals", lukas({ postalCode: "8002", publicEmail: "LUKAS@Brunner-Finanz.example" })],
    ];
    for (const [attack, body] of attacks) {
      const { created, caught } = await tryRegister(body);
      report({ attack, attempted: 1, succeeded: created, caught });
      expect(created, attack).toBe(0);
      expect(caught, attack).toContain("409 duplicate_profile");
    }
  });

  it("a second profile beside an active one, copying its mobile number or website in another spelling", async () => {
    const attacks: [string, Record<string, unknown>][] = [
      [
        "same mobile number as +41 / 0041 / (0)",
        lukas({ givenName: "N.", familyName: "Meyer", postalCode: "3012", publicEmail: "x1@nm.example", phoneCellular: "0041 (0)78 555 66 77" }),
      ],
      [
        "same website with www, http and a trailing slash",
        lukas({ givenName: "N.", familyName: "Meyer", postalCode: "3012", publicEmail: "x2@nm.example", websiteUrl: "http://WWW.meier-vorsorge.example" }),
      ],
    ];
    for (const [attack, body] of attacks) {
      const { created, caught } = await tryRegister(body);
      report({ attack, attempted: 1, succeeded: created, caught });
      expect(created, attack).toBe(0);
    }
    // Through the profile API too (a signed-in user registering there).
    const { created, caught } = await tryRegister(
      lukas({ givenName: "Nadia", familyName: "Meier", postalCode: "3011", publicEmail: "other@nm.example" }),
      "consultant",
    );
    report({ attack: "same name and postal code through POST /api/consultant", attempted: 1, succeeded: created, caught });
    expect(created).toBe(0);
    expect(active).toBeGreaterThan(0);
  });

  it("the administration's override, the claim and the merge stay out of a registrant's reach", async () => {
    // A registrant sends the staff's acknowledgement of the duplicates.
    const acknowledged = await tryRegister({ ...lukas(), acknowledgedDuplicateIds: [rated.id] }, "consultant");
    report({
      attack: "registrant sends acknowledgedDuplicateIds",
      attempted: 1,
      succeeded: acknowledged.created,
      caught: `${acknowledged.caught} (staff only)`,
    });
    expect(acknowledged.created).toBe(0);

    // Claiming the rated profile from another sign-in address: only the owner of the saved address may.
    const claim = await call(routes.account.POST, "POST", "/api/account", {
      actor: user({ email: "lukas.neu@freemail.example" }),
      body: { ...lukas({ claimConsultantId: rated.id }), locale: "de" },
    });
    const claimed = (await current().consultant.findUniqueOrThrow({ where: { id: rated.id } })).state !== "unclaimed";
    report({
      attack: "claim the found profile from another sign-in address",
      attempted: 1,
      succeeded: claimed ? 1 : 0,
      caught: `${claim.status} emailMismatch`,
    });
    expect(claim.status).toBe(403);
    expect(claimed).toBe(false);

    // A consultant merges the rated profile away (into a blank one of theirs).
    const blank = await insertConsultant(current(), { state: "active", email: "blank@lb.example" });
    const merge = await call(routes.merge, "POST", "/", {
      actor: user({ email: "blank@lb.example", consultantId: blank.id }),
      params: { id: String(rated.id) },
      body: { survivorId: blank.id, confirmNumber: rated.number },
    });
    const moved = await current().evaluation.count({ where: { consultantId: blank.id } });
    report({
      attack: "a consultant merges the rated profile into a blank one",
      attempted: 1,
      succeeded: moved > 0 ? 1 : 0,
      caught: `${merge.status} (platform administrators only)`,
    });
    expect(merge.status).toBe(403);
    expect(moved).toBe(0);
  });

  it("what the rules do not cover: a new name spelling, postal code and e-mail (the phone and website left with the account)", async () => {
    const { created, caught } = await tryRegister(
      lukas({
        givenName: "Luca",
        postalCode: "8004",
        publicEmail: "kontakt@lb-beratung.example",
        phoneCellular: "079 123 45 67",
        websiteUrl: "https://www.brunner-finanz.example",
      }),
    );
    report({
      attack: "new spelling, postal code and e-mail; old phone and website (cleared from the unclaimed profile at deletion)",
      attempted: 1,
      succeeded: created,
      caught: created === 0 ? caught : "not caught (residual risk): an administrator can merge it once found",
    });
    // A residual risk, documented in docs/security.md and reported here rather than asserted: nothing the
    // rules compare is left in common once the account's phone and website are gone.
    console.log(`abuse replay (duplicates) · total | ${outcomes.reduce((a, o) => a + o.attempted, 0)} | ${outcomes.reduce((a, o) => a + o.succeeded, 0)} | —`);
  });
});
