// What a consultant record looks like to whom. The public projection is built field by field (an
// allow-list), so that a new private column never leaks by default.
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { publicRegistration, publicRegistrationSelect } from "@/lib/registrations/registration-view";
import { getEntitlements } from "@/lib/billing/entitlements";
import { attachmentUrl, consultantSlug, formattedName } from "./format";
import { profileDisplay, shownFigures } from "./profile-display";

export const consultantInclude = {
  company: { select: { id: true, name: true, logoAttachmentId: true, streetName: true, streetNumber: true, postalCode: true, city: true } },
  consultingTopics: { select: { consultingTopicId: true }, orderBy: { consultingTopicId: "asc" } },
  registrations: publicRegistrationSelect,
  // Whether the booking widget is switched on (docs/product-rules.md#subscriptions-and-pricing).
  subscription: { select: { status: true } },
} satisfies Prisma.ConsultantInclude;

export type ConsultantRecord = Prisma.ConsultantGetPayload<{ include: typeof consultantInclude }>;

export type AverageRating = { ratingCategoryId: number; ratingCategory: string; ratingCategoryName: Record<string, string>; value: number };

/** Per rating category over published, not hidden evaluations (what the public may see), a mailbox's earlier ratings left out. */
export async function averageRatingsOf(consultantId: number): Promise<AverageRating[]> {
  const rows = await db().$queryRaw<{ ratingCategoryId: number; key: string; name: Record<string, string>; value: Prisma.Decimal }[]>`
    SELECT rc."id" AS "ratingCategoryId", rc."key", rc."name", round(avg(er."value"), 2) AS "value"
    FROM "Evaluation" AS e
    JOIN "EvaluationRating" AS er ON er."evaluationId" = e."id"
    JOIN "RatingCategory" AS rc ON rc."id" = er."ratingCategoryId"
    WHERE e."consultantId" = ${consultantId} AND e."state" = 'published' AND e."hiddenAt" IS NULL AND e."supersededById" IS NULL
    GROUP BY rc."id" ORDER BY rc."sortOrder", rc."id"`;
  return rows.map((r) => ({ ratingCategoryId: r.ratingCategoryId, ratingCategory: r.key, ratingCategoryName: r.name, value: Number(r.value) }));
}

const MEMBER_STATES = new Set(["accepted", "administrator"]);

export function publicConsultant(c: ConsultantRecord, averageRatings: AverageRating[]) {
  const display = profileDisplay(c.state);
  const figures = shownFigures(c.state, c.ratingAverage, c.ratingCount);
  const member = c.company && MEMBER_STATES.has(c.companyLinkState) ? c.company : null;
  // An unclaimed profile shows its name, place and company, and nothing its owner has not published
  // themself ("ratings and info not public", docs/product-rules.md#consultant-states): the
  // page renders exactly these, and the anonymous API carries exactly what the page shows.
  // The street and the position are the office address, the contact details those on file: private
  // until the consultant claims the profile.
  const hidden = <T>(value: T) => (display.details ? value : null);
  return {
    id: c.id,
    number: c.number,
    slug: consultantSlug(c),
    honorific: c.honorific,
    title: c.title,
    givenName: c.givenName,
    familyName: c.familyName,
    formattedName: formattedName(c),
    streetName: hidden(c.streetName),
    streetNumber: hidden(c.streetNumber),
    postalCode: c.postalCode,
    city: c.city,
    canton: c.canton,
    country: c.country,
    latitude: hidden(c.latitude),
    longitude: hidden(c.longitude),
    publicEmail: hidden(c.publicEmail),
    phoneCellular: hidden(c.phoneCellular),
    websiteUrl: hidden(c.websiteUrl),
    youTubeUrl: hidden(c.youTubeUrl),
    linkedInUrl: hidden(c.linkedInUrl),
    twitterUrl: hidden(c.twitterUrl),
    facebookUrl: hidden(c.facebookUrl),
    instagramUrl: hidden(c.instagramUrl),
    whatsAppUrl: hidden(c.whatsAppUrl),
    // Unclaimed profiles show neither ratings nor their details (docs/product-rules.md#consultant-states).
    introduction: hidden(c.introduction),
    tags: c.tags,
    qualifications: display.details ? c.qualifications : [],
    consultingTopicIds: c.consultingTopics.map((t) => t.consultingTopicId),
    languages: c.languages,
    photoAttachmentId: c.photoAttachmentId,
    photoUrl: attachmentUrl(c.photoAttachmentId),
    state: c.state,
    companyId: member?.id ?? null,
    companyName: member?.name ?? null,
    company: member ? { ...member, logoUrl: attachmentUrl(member.logoAttachmentId) } : null,
    companyLinkState: member ? c.companyLinkState : "unlinked",
    ratingAverage: figures?.average ?? null,
    overallRating: figures?.average ?? null,
    ratingCount: figures?.count ?? 0,
    averageRatings: figures ? averageRatings : [],
    // Register badges are the platform's own check of public registers, not something the owner
    // published: shown on claimed and unclaimed profiles alike.
    registrations: c.registrations.map(publicRegistration),
    // The widget needs both credentials in the browser; nothing else of them leaves the server. It is a
    // paid feature: on during the trial or with an active subscription, off afterwards (the profile and
    // its ratings never depend on payment). A cached page follows a trial's end within its minute.
    booking:
      display.details && c.calensoToken && c.calensoWorkerId && getEntitlements(c, c.subscription, new Date()).bookingWidget
        ? { token: c.calensoToken, workerId: c.calensoWorkerId }
        : null,
  };
}

export type PublicConsultant = ReturnType<typeof publicConsultant>;

/** For the consultant themself and platform staff. */
export function fullConsultant(c: ConsultantRecord, averageRatings: AverageRating[]) {
  return {
    // The owner and staff see everything, whatever the public sees.
    ...publicConsultant({ ...c, state: "active" }, averageRatings),
    state: c.state,
    streetName: c.streetName,
    streetNumber: c.streetNumber,
    publicEmail: c.publicEmail,
    introduction: c.introduction,
    qualifications: c.qualifications,
    ratingAverage: Number(c.ratingAverage),
    overallRating: Number(c.ratingAverage),
    ratingCount: c.ratingCount,
    averageRatings,
    companyId: c.companyId,
    companyName: c.company?.name ?? null,
    company: c.company ? { ...c.company, logoUrl: attachmentUrl(c.company.logoAttachmentId) } : null,
    companyLinkState: c.companyLinkState,
    email: c.email,
    evaluationCount: c.evaluationCount,
    acceptsPrivacyPolicy: c.acceptsPrivacyPolicy,
    termsAndConditions: c.termsAndConditions,
    calensoToken: c.calensoToken,
    calensoWorkerId: c.calensoWorkerId,
    trialEndsAt: c.trialEndsAt,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

export type FullConsultant = ReturnType<typeof fullConsultant>;
