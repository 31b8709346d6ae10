// One person, one profile (docs/product-rules.md#one-person-one-profile): before a profile is created,
// registration and administration look for a probable duplicate of an existing one, in every state
// (unclaimed profiles, those whose owner deleted the account, active and disabled ones): the same name
// and postal code, or the same public e-mail, mobile phone or website (with the same given name). The keys are the SQL functions
// of migration 20261203140000_duplicate_profiles, applied to the input and to the expression indexes
// alike, so that one statement answers with four index lookups.
import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors";
import { DUPLICATE_SIGNALS, type DuplicateCandidate } from "./duplicate-candidates";
import { consultantSlug, formattedName } from "./format";

type Tx = Prisma.TransactionClient;

export type ProfileKeys = {
  givenName: string;
  familyName: string;
  postalCode: string;
  publicEmail: string;
  phoneCellular?: string | null;
  websiteUrl?: string | null;
};

/** At most this many candidates are named: enough to decide, and bounded. */
const MAX_CANDIDATES = 10;

type Row = {
  id: number;
  number: string;
  title: string | null;
  givenName: string;
  familyName: string;
  postalCode: string;
  city: string;
  state: DuplicateCandidate["state"];
  byName: boolean;
  byEmail: boolean;
  byPhone: boolean | null;
  byWebsite: boolean | null;
};

export async function findDuplicateProfiles(
  tx: Pick<Tx, "$queryRaw">,
  input: ProfileKeys,
  options: { excludeId?: number } = {},
): Promise<DuplicateCandidate[]> {
  const phone = input.phoneCellular ?? null;
  const website = input.websiteUrl ?? null;
  // A firm's website is often shared by relatives and partners (8 such pairs among the 500 demo
  // profiles: Pascal and Carmen Lang, lang-finanz.ch): it counts only when the given names agree (one
  // is the start of the other, "L." and "Lukas"). E-mail and mobile number are personal and count alone.
  const sameGivenName = Prisma.sql`(starts_with("profile_name_key"(c."givenName", ''), "profile_name_key"(${input.givenName}::text, ''))
                                 OR starts_with("profile_name_key"(${input.givenName}::text, ''), "profile_name_key"(c."givenName", '')))`;
  const rows = await tx.$queryRaw<Row[]>`
    SELECT c."id", c."number", c."title", c."givenName", c."familyName", c."postalCode", c."city", c."state"::text AS "state",
           (c."postalCode" = ${input.postalCode} AND "profile_name_key"(c."givenName", c."familyName") = "profile_name_key"(${input.givenName}::text, ${input.familyName}::text)) AS "byName",
           lower(btrim(c."publicEmail")) = lower(btrim(${input.publicEmail}::text)) AS "byEmail",
           "profile_phone_key"(c."phoneCellular") = "profile_phone_key"(${phone}::text) AS "byPhone",
           ("profile_website_key"(c."websiteUrl") = "profile_website_key"(${website}::text) AND ${sameGivenName}) AS "byWebsite"
    FROM "Consultant" AS c
    WHERE ((c."postalCode" = ${input.postalCode} AND "profile_name_key"(c."givenName", c."familyName") = "profile_name_key"(${input.givenName}::text, ${input.familyName}::text))
        OR lower(btrim(c."publicEmail")) = lower(btrim(${input.publicEmail}::text))
        OR "profile_phone_key"(c."phoneCellular") = "profile_phone_key"(${phone}::text)
        OR ("profile_website_key"(c."websiteUrl") = "profile_website_key"(${website}::text) AND ${sameGivenName}))
      AND c."id" <> ${options.excludeId ?? 0}
    ORDER BY c."state" = 'unclaimed' DESC, c."id"
    LIMIT ${MAX_CANDIDATES}`;
  // The profiles that can be claimed come first: the way on that registration offers.
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    formattedName: formattedName(row),
    postalCode: row.postalCode,
    city: row.city,
    state: row.state,
    path: row.state === "disabled" ? null : `/consultants/${consultantSlug(row)}`,
    claimable: row.state === "unclaimed",
    matchedOn: DUPLICATE_SIGNALS.filter((_, i) => [row.byName, row.byEmail, row.byPhone, row.byWebsite][i] === true),
  }));
}

/**
 * The 409 problem that names the candidates (`duplicates`) and, for registration, the claim to go to
 * (`claimPath`); its detail is translated into the client's language.
 */
export function duplicateProfileError(candidates: DuplicateCandidate[], audience: "registration" | "administration"): AppError {
  const claimable = candidates.find((c) => c.claimable);
  const key =
    audience === "administration" ? "problems.detail.duplicateAdministration" : claimable ? "problems.detail.duplicateClaim" : "problems.detail.duplicateTaken";
  return new AppError("conflict", key, {
    values: { name: (claimable ?? candidates[0]!).formattedName, count: candidates.length },
    extensions: {
      code: "duplicate_profile",
      // Registrants see the public facts only; administrators also the record number.
      duplicates: audience === "administration" ? candidates : candidates.map(({ number: _number, ...publicFacts }) => publicFacts),
      ...(audience === "registration" && claimable ? { claimPath: `/account/create?consultantId=${claimable.id}` } : {}),
    },
  });
}

/** The administration's view of one profile: its probable duplicates, the merge candidates (platform administrators). */
export async function probableDuplicatesOf(actor: Actor, consultantId: number): Promise<DuplicateCandidate[]> {
  assertPlatformAdmin(actor);
  const keys = await db().consultant.findUnique({
    where: { id: consultantId },
    select: { givenName: true, familyName: true, postalCode: true, publicEmail: true, phoneCellular: true, websiteUrl: true },
  });
  if (!keys) throw notFound("consultant");
  return findDuplicateProfiles(db(), keys, { excludeId: consultantId });
}
