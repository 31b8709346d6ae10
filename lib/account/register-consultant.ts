// POST /api/account – registration from the stepper (docs/product-rules.md#consultant-states): claim an unclaimed
// profile or create a new one (never beside a probable duplicate: #one-person-one-profile), start the
// free trial and queue the welcome e-mail, all in ONE transaction so that a failure leaves neither a
// half-claimed profile nor a mail about nothing.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { config } from "@/lib/config";
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { deliverSoon } from "@/lib/email/deliver-soon";
import { sendWelcomeEmail } from "@/lib/email/notifications";
import { AppError, notFound, unauthenticated } from "@/lib/errors";
import { allocateRecordNumber } from "@/lib/records/allocate-record-number";
import { assertTopicsExist, personalColumns, replaceTopics } from "@/lib/consultants/consultant-write-rules";
import { geocodeAddress } from "@/lib/geocoding/geocode-address";
import type { RegistrationData } from "./schema";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import { reserveConfirmationLink, sendConfirmationLink } from "@/lib/contact-email/confirmation";
import { singleRow } from "@/lib/db/single-row";
import { duplicateProfileError, findDuplicateProfiles } from "@/lib/consultants/find-duplicate-profiles";

export type RegistrationResult = { consultantId: number; claimed: boolean };

type Tx = Prisma.TransactionClient;

function registrationColumns(input: RegistrationData) {
  return {
    ...personalColumns(input),
    languages: input.languages,
    acceptsPrivacyPolicy: input.acceptsPrivacyPolicy,
    termsAndConditions: input.termsAndConditions,
  };
}

type ProfileRow = { id: number; state: string; email: string | null };

async function lockProfile(tx: Tx, where: { id: number } | { email: string }): Promise<ProfileRow | undefined> {
  // Row lock: two tabs submitting at once must not both claim (or both send a welcome).
  const rows =
    "id" in where
      ? await tx.$queryRaw<ProfileRow[]>`SELECT "id", "state"::text AS "state", "email" FROM "Consultant" WHERE "id" = ${where.id} FOR UPDATE`
      : await tx.$queryRaw<ProfileRow[]>`SELECT "id", "state"::text AS "state", "email" FROM "Consultant" WHERE lower("email") = ${where.email} FOR UPDATE`;
  return rows[0];
}

export async function registerConsultant(actor: Actor, input: RegistrationData): Promise<RegistrationResult> {
  if (actor.kind !== "user") throw unauthenticated();
  const email = actor.email.toLowerCase();
  const trialEndsAt = new Date(Date.now() + config().TRIAL_DAYS * 86_400_000);

  const position = await geocodeAddress(input);
  // Per address only: the profile (new, or the one claimed) is settled inside the transaction.
  const reserved = await reserveConfirmationLink(null, input.publicEmail, { whenCapped: "skip" });
  const result = await db().$transaction(async (tx) => {
    const own = await lockProfile(tx, { email });
    if (own && own.state !== "unclaimed") throw new AppError("conflict", "account.create.alreadyRegistered");
    // A profile pre-created with the caller's own e-mail can only be theirs; the unique index on
    // lower(email) would refuse a second one anyway, so "continue without claiming" claims it.
    const claimId = input.claimConsultantId ?? own?.id ?? null;
    await assertTopicsExist(tx, input.consultingTopicIds);

    let consultantId: number;
    if (claimId !== null) {
      const target = claimId === own?.id ? own : await lockProfile(tx, { id: claimId });
      if (!target || target.state === "disabled") throw notFound("consultant");
      if (target.state !== "unclaimed") throw new AppError("conflict", "account.create.alreadyClaimed");
      // The server, not the stepper, decides: only the owner of the stored address may claim it.
      if ((target.email ?? "").toLowerCase() !== email) throw new AppError("forbidden", "account.create.emailMismatch");
      await tx.consultant.update({
        where: { id: target.id },
        data: { ...registrationColumns(input), ...position, state: "active", trialEndsAt },
      });
      consultantId = target.id;
    } else {
      // A clean slate by a new profile must not work: a probable duplicate leads to claiming it.
      const duplicates = await findDuplicateProfiles(tx, input);
      if (duplicates.length > 0) throw duplicateProfileError(duplicates, "registration");
      const { id } = singleRow(await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('"Consultant"', 'id'))::int AS "id"`);
      await tx.consultant.create({
        data: { id, number: await allocateRecordNumber(tx, "consultant"), ...registrationColumns(input), ...position, email, state: "active", trialEndsAt },
      });
      consultantId = id;
    }
    await replaceTopics(tx, consultantId, input.consultingTopicIds);
    await refreshFiguresFor(tx, { consultants: [consultantId] });
    await sendWelcomeEmail(tx, { email, name: `${input.givenName} ${input.familyName}`, locale: input.locale }, { claimed: claimId !== null });
    // A new profile, or a claimed one whose address changed (the database reset its confirmation):
    // the public address receives contact messages once its owner followed this link.
    await sendConfirmationLink(tx, { kind: "consultant", id: consultantId }, { locale: input.locale, reserved });
    return { consultantId, claimed: claimId !== null };
  });
  deliverSoon();
  await expireChanged({ consultants: [result.consultantId] });
  return result;
}
