// POST /api/invitation – a consultant invites customers to rate them: one address, a pasted list or
// a CSV file. Every line is answered (accepted, or why not); a dry run stops there. A real send
// stores every accepted line with its own verification code and queues its e-mail, set-based, in one
// transaction that holds the consultant's row, so two sends at once cannot pass the daily cap.
//
// Abuse: the recipient is chosen by the consultant, so the content is fixed (invitation-email.ts),
// an address that unsubscribed is never mailed again by anybody, the same consultant invites the same
// address once per INVITATION_LIMITS.reinviteAfterDays, and the daily cap bounds the rest.
import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import type { Db } from "@/lib/db/create-client";
import { countInsightEvent } from "@/lib/insight-counters/count-event";
import { Prisma } from "@/lib/db/generated/client";
import { deliverSoon } from "@/lib/email/deliver-soon";
import { AppError, notFound } from "@/lib/errors";
import { emailKey, isDisposableEmail } from "@/lib/evaluations/customer-email";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { newVerificationCode, sha256Hex } from "@/lib/auth/one-time-tokens";
import { invitationLinks, invitationValues } from "./invitation-email";
import { invitingConsultantId } from "./invitation-actor";
import { INVITATION_LIMITS } from "./limits";
import { parseRecipients } from "./parse-recipients";
import { inviteSchema, type InvitationLine, type InviteResponse, type Refusal } from "./schema";
import { singleRow } from "@/lib/db/single-row";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
type Candidate = InvitationLine & { key: string; keyHash: string };

const DAY_MS = 86_400_000;

export async function sendInvitations(actor: Actor, input: unknown, options: ServiceContext & { deliver?: boolean } = {}): Promise<InviteResponse> {
  const consultantId = invitingConsultantId(actor);
  const { recipients, locale, dryRun } = inviteSchema.parse(input);
  const { db, now } = resolveContext(options);
  const lines = classifyLocally(parseRecipients(recipients, locale));

  const run = async (tx: Tx) => {
    // Locked for a real send: the cap is counted and spent under the same lock.
    const consultant = await tx.$queryRaw<{ id: number; name: string }[]>`
      SELECT "id", concat_ws(' ', "title", "givenName", "familyName") AS "name" FROM "Consultant"
      WHERE "id" = ${consultantId} AND "state" = 'active'
      ${dryRun ? Prisma.empty : Prisma.sql`FOR UPDATE`}`;
    const [target] = consultant;
    if (!target) throw notFound("consultant");
    const remaining = await refuseByRecords(tx, consultantId, lines, now);
    const accepted = lines.filter((l): l is Candidate => l.accepted);
    const sent = dryRun ? 0 : await storeAndQueue(tx, consultantId, target.name, accepted, now);
    return { remaining: remaining - sent, sent };
  };
  const { remaining, sent } = dryRun ? await run(db as unknown as Tx) : await db.$transaction(run, { timeout: 20_000 });
  if (sent > 0 && options.deliver !== false) deliverSoon();

  const answer = lines.map(({ key: _key, keyHash: _hash, ...line }) => line);
  const acceptedCount = answer.filter((l) => l.accepted).length;
  return { dryRun, lines: answer, accepted: acceptedCount, refused: answer.length - acceptedCount, sent, remainingToday: Math.max(0, remaining) };
}

/** What the text alone tells: invalid, disposable, a repeat within the list, beyond the per-send limit. */
function classifyLocally(parsed: ReturnType<typeof parseRecipients>): (InvitationLine & { key: string; keyHash: string })[] {
  const seen = new Set<string>();
  let candidates = 0;
  return parsed.map((p) => {
    const base = { line: p.line, input: p.input, email: p.email, name: p.name, locale: p.locale };
    const refuse = (refusal: Refusal) => ({ ...base, accepted: false, refusal, key: "", keyHash: "" });
    if (!p.email) return refuse("invalid");
    const key = emailKey(p.email);
    if (seen.has(key)) return refuse("duplicate");
    seen.add(key);
    if (isDisposableEmail(p.email)) return refuse("disposable");
    candidates += 1;
    if (candidates > INVITATION_LIMITS.perSend) return refuse("overSendLimit");
    return { ...base, accepted: true, refusal: null, key, keyHash: sha256Hex(key) };
  });
}

/** Marks unsubscribed, recently invited and over-cap lines (in place); returns what is left of today's cap. */
async function refuseByRecords(tx: Tx, consultantId: number, lines: (InvitationLine & { key: string; keyHash: string })[], now: Date): Promise<number> {
  const open = lines.filter((l) => l.accepted);
  const keys = open.map((l) => l.key);
  const hashes = open.map((l) => l.keyHash);
  const since = new Date(now.getTime() - INVITATION_LIMITS.reinviteAfterDays * DAY_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [unsubscribed, invited, today] = await Promise.all([
    hashes.length
      ? tx.$queryRaw<{ h: string }[]>`SELECT "emailKeyHash" AS h FROM "EmailUnsubscribe" WHERE "emailKeyHash" = ANY(${hashes}::text[])`
      : Promise.resolve([]),
    keys.length
      ? tx.$queryRaw<{ k: string }[]>`
          SELECT DISTINCT "emailKey" AS k FROM "ReviewInvitation"
          WHERE "consultantId" = ${consultantId} AND "emailKey" = ANY(${keys}::text[]) AND "createdAt" > ${since}`
      : Promise.resolve([]),
    tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "ReviewInvitation" WHERE "consultantId" = ${consultantId} AND "createdAt" > ${dayAgo}`,
  ]);
  const gone = new Set(unsubscribed.map((r) => r.h));
  const again = new Set(invited.map((r) => r.k));
  let remaining = Math.max(0, INVITATION_LIMITS.perDay - singleRow(today).n);
  const left = remaining;
  for (const line of open) {
    const refusal: Refusal | null = gone.has(line.keyHash) ? "unsubscribed" : again.has(line.key) ? "alreadyInvited" : remaining <= 0 ? "overDailyCap" : null;
    if (refusal) Object.assign(line, { accepted: false, refusal });
    else remaining -= 1;
  }
  return left;
}

/** Codes, outbox rows and invitations: three set-based inserts (plus a redraw for the rare code collision). */
async function storeAndQueue(tx: Tx, consultantId: number, consultantName: string, lines: Candidate[], now: Date): Promise<number> {
  if (lines.length === 0) return 0;
  const codes = await issueCodes(tx, consultantId, lines.length, now);
  const rows = lines.map((line, i) => {
    const token = randomBytes(24).toString("base64url");
    const code = codes[i]!;
    const links = invitationLinks(line.locale, consultantId, code.code, token);
    return {
      id: randomUUID(),
      messageId: randomUUID(),
      line,
      codeId: code.id,
      tokenHash: sha256Hex(token),
      values: JSON.stringify(invitationValues("invitation", line.locale, consultantName, links)),
    };
  });
  const col = <T>(pick: (r: (typeof rows)[number]) => T) => rows.map(pick);
  await tx.$executeRaw`
    INSERT INTO "EmailMessage" ("id", "recipientEmail", "recipientName", "templateName", "locale", "values", "purpose")
    SELECT m.id, m.email, m.name, 'DefaultCallToAction', m.locale, m.values::jsonb, 'reviewInvitation'
    FROM unnest(${col((r) => r.messageId)}::uuid[], ${col((r) => r.line.email)}::text[], ${col((r) => r.line.name)}::text[],
                ${col((r) => r.line.locale)}::text[], ${col((r) => r.values)}::text[]) AS m(id, email, name, locale, values)`;
  await tx.$executeRaw`
    INSERT INTO "ReviewInvitation" ("id", "consultantId", "email", "emailKey", "emailKeyHash", "recipientName", "locale",
                                    "verificationCodeId", "unsubscribeTokenHash", "messageId", "createdAt")
    SELECT i.id, ${consultantId}, i.email, i.key, i.hash, i.name, i.locale, i.code, i.token, i.message, ${now}
    FROM unnest(${col((r) => r.id)}::uuid[], ${col((r) => r.line.email)}::text[], ${col((r) => r.line.key)}::text[],
                ${col((r) => r.line.keyHash)}::text[], ${col((r) => r.line.name)}::text[], ${col((r) => r.line.locale)}::text[],
                ${col((r) => r.codeId)}::int[], ${col((r) => r.tokenHash)}::text[], ${col((r) => r.messageId)}::uuid[])
         AS i(id, email, key, hash, name, locale, code, token, message)`;
  await countInsightEvent(tx, consultantId, "invitationSent", rows.length);
  // The link outlives the invitation (deleted with the inviter's account): opt-outs belong to the address.
  await tx.$executeRaw`
    INSERT INTO "UnsubscribeLink" ("tokenHash", "emailKeyHash", "createdAt")
    SELECT t, h, ${now} FROM unnest(${col((r) => r.tokenHash)}::text[], ${col((r) => r.line.keyHash)}::text[]) AS l(t, h)`;
  return rows.length;
}

/** `count` fresh codes for the consultant, stored as sha256; a draw that collides with a stored code is redrawn. */
async function issueCodes(tx: Tx, consultantId: number, count: number, now: Date): Promise<{ id: number; code: string }[]> {
  const issued: { id: number; code: string }[] = [];
  for (let attempt = 0; attempt < 5 && issued.length < count; attempt++) {
    const byHash = new Map<string, string>();
    while (byHash.size < count - issued.length) {
      const code = newVerificationCode();
      byHash.set(sha256Hex(code), code);
    }
    const stored = await tx.$queryRaw<{ id: number; codeHash: string }[]>`
      INSERT INTO "VerificationCode" ("consultantId", "codeHash", "issuedAt")
      SELECT ${consultantId}, h, ${now} FROM unnest(${[...byHash.keys()]}::text[]) AS h
      ON CONFLICT ("codeHash") DO NOTHING
      RETURNING "id", "codeHash"`;
    for (const row of stored) issued.push({ id: row.id, code: byHash.get(row.codeHash) as string });
  }
  if (issued.length < count) throw new AppError("unavailable", "Could not issue verification codes; please try again.");
  return issued;
}
