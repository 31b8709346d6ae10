// Issue 29, point 8, replayed through the API on PostgreSQL: the confirmation endpoint tells a wrong
// token nothing (not whether the id exists, is confirmed or held), and throwaway mailboxes are
// refused with their subdomains (a@mail.tm and a@x.mail.tm), for ratings and for invitations alike.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  delete process.env.SMTP_URL;
});

import { randomUUID } from "node:crypto";
import * as confirmRoute from "@/app/api/evaluation/[id]/confirm/route";
import * as evaluationRoute from "@/app/api/evaluation/route";
import * as invitationRoute from "@/app/api/invitation/route";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { isDisposableEmail } from "@/lib/evaluations/customer-email";
import { call, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { consultantActor } from "@/tests/support/actors";
import { confirmationTokenFromOutbox, submissionFor } from "./evaluation-fixtures";

const ctx = setupApiDatabase();
afterAll(() => whenDeliveredSoon());

let consultantId: number;
beforeAll(async () => {
  consultantId = (await insertConsultant(ctx.current())).id;
});

async function submit(email?: string): Promise<Response> {
  return call(evaluationRoute.POST, "POST", "/api/evaluation", { body: await submissionFor(ctx.current(), consultantId, email ? { email } : {}) });
}

async function confirm(id: string, token: string) {
  const response = await call(confirmRoute.POST, "POST", `/api/evaluation/${id}/confirm`, { params: { id }, body: { token } });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, type: response.headers.get("content-type"), body };
}

/** What a caller can compare between two answers: all but the request's own id and path. */
const comparable = ({ status, type, body }: Awaited<ReturnType<typeof confirm>>) => {
  const { requestId: _requestId, instance: _instance, ...rest } = body;
  return { status, type, keys: Object.keys(body).sort(), rest };
};

describe("POST /api/evaluation/{id}/confirm with a wrong token", () => {
  it("answers the same for a confirmed, a waiting and an unknown evaluation, and says nothing of confirmed or held", async () => {
    const confirmed = (await (await submit()).json()) as { id: string };
    const token = await confirmationTokenFromOutbox(ctx.current(), confirmed.id);
    expect((await confirm(confirmed.id, token)).body).toMatchObject({ status: "confirmed" });
    const waiting = (await (await submit()).json()) as { id: string };

    const answers = [
      await confirm(confirmed.id, "junk"),
      await confirm(confirmed.id, "x".repeat(43)),
      await confirm(waiting.id, "junk"),
      await confirm(randomUUID(), "junk"),
      await confirm(randomUUID(), token),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body).not.toHaveProperty("alreadyConfirmed");
      expect(answer.body).not.toHaveProperty("held");
      expect(JSON.stringify(answer.body)).not.toMatch(/alreadyConfirmed|held/);
      expect(comparable(answer)).toEqual(comparable(answers[0]!));
    }
    // The waiting one was not confirmed by any of it.
    const stored = await ctx.current().evaluation.findUniqueOrThrow({ where: { id: waiting.id } });
    expect(stored.emailConfirmedAt).toBeNull();
  });

  it("treats the used link like any other: a confirmed evaluation keeps no token (Evaluation_confirmation_check)", async () => {
    const submitted = (await (await submit()).json()) as { id: string };
    const token = await confirmationTokenFromOutbox(ctx.current(), submitted.id);
    expect((await confirm(submitted.id, token)).body).toMatchObject({ status: "confirmed" });
    const again = await confirm(submitted.id, token);
    expect(comparable(again)).toEqual(comparable(await confirm(randomUUID(), token)));
  });
});

describe("throwaway mailboxes, from a maintained list, with their subdomains", () => {
  it("refuses a rating from a@mail.tm and a@x.mail.tm, and accepts an ordinary address", async () => {
    for (const email of ["a@mail.tm", "a@x.mail.tm", "Someone@Sub.Mail.TM"]) {
      const response = await submit(email);
      expect(response.status, email).toBe(422);
      const problem = (await response.json()) as { invalidParams: { pointer: string; code: string }[] };
      expect(problem.invalidParams, email).toEqual([expect.objectContaining({ pointer: "/customer/email", code: "validation.disposableEmail" })]);
    }
    expect((await submit("a@bluewin.ch")).status).toBe(201);
  });

  it("refuses the same addresses in an invitation list", async () => {
    const response = await call(invitationRoute.POST, "POST", "/api/invitation", {
      actor: consultantActor(consultantId),
      body: { recipients: "a@mail.tm\nb@x.mail.tm\nc@example.ch", locale: "de", dryRun: true },
    });
    expect(response.status).toBe(200);
    const preview = (await response.json()) as { lines: { email: string; refusal: string | null }[] };
    expect(preview.lines.map((l) => l.refusal)).toEqual(["disposable", "disposable", null]);
  });

  it("keeps ordinary and Swiss providers and look-alike domains open", () => {
    for (const email of ["a@gmail.com", "a@bluewin.ch", "a@gmx.ch", "a@proton.me", "a@hispeed.ch", "a@notmail.tm.example.ch"]) {
      expect(isDisposableEmail(email), email).toBe(false);
    }
    expect(isDisposableEmail("a@deep.sub.mailinator.com")).toBe(true);
  });
});
