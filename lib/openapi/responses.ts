// What the operations answer, as zod schemas for the OpenAPI document. Objects are open
// (a response may carry more fields than listed): they name what a client may rely on, and
// tests/integration/openapi-responses.test.ts checks the real answers against them;
// tests/unit/openapi-response-types.test.ts checks the services' return types against them at compile time.
// Dates travel as ISO 8601 strings (Date.toJSON), localized texts as { de, en, fr, it }.
import { z } from "zod";
import { CANTONS } from "@/lib/geo/cantons";
import { COMPANY_LINK_STATES } from "@/lib/consultants/schema";
import { HONORIFICS } from "@/lib/honorifics";
import { REPORT_REASONS } from "@/lib/evaluations/schema";
import { REGISTER_KINDS } from "@/lib/registrations/schema";
import { EVIDENCE_KINDS } from "@/lib/evaluations/evidence";

const int = z.number().int();
const dateTime = z.iso.datetime();
const date = z.iso.date();
const localized = z.object({ de: z.string(), en: z.string(), fr: z.string(), it: z.string() }).partial();
const canton = z.enum(CANTONS);
const honorific = z.enum(HONORIFICS);
const consultantState = z.enum(["unclaimed", "active", "disabled"]);
const companyLinkState = z.enum(COMPANY_LINK_STATES);

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: int.min(0),
    page: int.min(1),
    pageSize: z.union([int, z.literal("all")]),
  });

// ---------------------------------------------------------------- consultants

/** Who a consultant is, as a card and the profile both name them. */
const consultantIdentity = {
  id: int,
  number: z.string(),
  slug: z.string(),
  honorific,
  title: z.string().nullable(),
  givenName: z.string(),
  familyName: z.string(),
  formattedName: z.string(),
};

/** lib/search/schema.ts ConsultantCard: search, lists, company members, top list. */
export const consultantCardResponse = z.object({
  ...consultantIdentity,
  postalCode: z.string(),
  city: z.string(),
  canton,
  photoUrl: z.string().nullable(),
  company: z.object({ id: int, name: z.string() }).nullable(),
  tags: z.array(z.string()),
  consultingTopicIds: z.array(int),
  languages: z.array(z.string()),
  state: z.enum(["active", "unclaimed"]),
  /** null for unclaimed profiles, which hide their ratings. */
  ratingAverage: z.number().nullable(),
  ratingCount: int,
  /** Set when the search had a centre (perimeter search). */
  distanceKm: z.number().nullable(),
  /** The registers the platform checked for this consultant (register badges), in the profile's order. */
  registrations: z.array(z.enum(REGISTER_KINDS)),
});

/** lib/search/list-consultants.ts ConsultantAdminRow: GET /api/consultant for read:consultants. */
export const consultantAdminRowResponse = z.object({
  id: int,
  number: z.string(),
  state: consultantState,
  givenName: z.string(),
  familyName: z.string(),
  email: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  companyId: int.nullable(),
  companyName: z.string().nullable(),
});

export const consultantListResponse = z.union([pageOf(consultantCardResponse), pageOf(consultantAdminRowResponse)]);

export const topConsultantsResponse = z.array(consultantCardResponse.extend({ score: z.number() }));

const averageRating = z.object({ ratingCategoryId: int, ratingCategory: z.string(), ratingCategoryName: z.record(z.string(), z.string()), value: z.number() });

/** lib/consultants/consultant-view.ts publicConsultant: what anybody sees (unclaimed profiles hide their details: null). */
const publicConsultantResponse = z.object({
  view: z.literal("public"),
  ...consultantIdentity,
  streetName: z.string().nullable(),
  streetNumber: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  canton,
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  publicEmail: z.string().nullable(),
  phoneCellular: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  youTubeUrl: z.string().nullable(),
  linkedInUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  whatsAppUrl: z.string().nullable(),
  introduction: z.string().nullable(),
  tags: z.array(z.string()),
  qualifications: z.array(z.string()),
  consultingTopicIds: z.array(int),
  languages: z.array(z.string()),
  photoAttachmentId: z.string().nullable(),
  photoUrl: z.string().nullable(),
  state: consultantState,
  companyId: int.nullable(),
  companyName: z.string().nullable(),
  company: z.object({ id: int, name: z.string(), logoUrl: z.string().nullable() }).nullable(),
  companyLinkState,
  ratingAverage: z.number().nullable(),
  overallRating: z.number().nullable(),
  ratingCount: int,
  averageRatings: z.array(averageRating),
  booking: z.object({ token: z.string(), workerId: z.string() }).nullable(),
});

/** lib/consultants/consultant-view.ts fullConsultant: the owner's and staff's view. */
const fullConsultantResponse = publicConsultantResponse.extend({
  view: z.literal("full"),
  ratingAverage: z.number(),
  overallRating: z.number(),
  email: z.string().nullable(),
  evaluationCount: int,
  acceptsPrivacyPolicy: z.boolean(),
  termsAndConditions: z.boolean(),
  calensoToken: z.string().nullable(),
  calensoWorkerId: z.string().nullable(),
  trialEndsAt: dateTime.nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});

/** lib/consultants/get-consultant.ts ConsultantView: `view` tells which of the two. */
export const consultantResponse = z.discriminatedUnion("view", [fullConsultantResponse, publicConsultantResponse]);

export const eraseConsultantResponse = z.object({ consultantId: int, number: z.string(), evaluations: int.min(0) });

/** lib/consultants/merge-consultants.ts MergeResult. */
export const mergeConsultantResponse = z.object({
  mergedId: int,
  mergedNumber: z.string(),
  survivorId: int,
  survivorPath: z.string(),
  moved: z.object({
    evaluations: int.min(0),
    reports: int.min(0),
    verificationCodes: int.min(0),
    invitations: int.min(0),
    heldMessages: int.min(0),
    topics: int.min(0),
    registrations: int.min(0),
    subscription: int.min(0),
    redirects: int.min(0),
  }),
});

const categoryValue = z.object({ ratingCategoryId: int, ratingCategory: z.string(), value: z.number() });

/** lib/stats/get-consultant-stats.ts ConsultantStats. */
export const consultantStatsResponse = z.object({
  start: date,
  end: date,
  averageRatings: z.array(categoryValue),
  evaluationCount: int,
  totalRating: z.number().nullable(),
  /** Keyed by consulting-topic key. */
  averageTopicRatings: z.record(z.string(), z.array(categoryValue)),
  verifiedEvaluationCount: int,
  invitedConsultantCount: int,
  color: z.string(),
});

// ---------------------------------------------------------------- companies

/** What a company card and the company page both show of who and where it is. */
const companyIdentity = {
  id: int,
  number: z.string(),
  slug: z.string(),
  name: z.string(),
  streetName: z.string(),
  streetNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  canton,
};

/** lib/companies/schema.ts CompanyCard. */
export const companyCardResponse = z.object({
  ...companyIdentity,
  logoUrl: z.string().nullable(),
  ratingAverage: z.number(),
  ratingCount: int,
  memberCount: int,
});

export const companyListResponse = pageOf(companyCardResponse);

/** lib/companies/get-company.ts: the company with its members (pending ones only for its administrators and staff). */
export const companyResponse = z.object({
  ...companyIdentity,
  country: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  introduction: z.string().nullable(),
  logoAttachmentId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  linkedInUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  whatsAppUrl: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ratingAverage: z.number(),
  overallRating: z.number(),
  ratingCount: int,
  members: z.array(consultantCardResponse.extend({ companyLinkState })),
  canEdit: z.boolean(),
  /** Only for the company's administrators and staff. */
  createdAt: dateTime.optional(),
  updatedAt: dateTime.optional(),
});

/** lib/companies/link-consultant.ts LinkResult. */
export const companyLinkResponse = z.object({ companyId: int, consultantId: int, companyLinkState });

// ---------------------------------------------------------------- topics, questionnaire, sales agents

export const consultingTopicResponse = z.object({
  id: int,
  key: z.string(),
  name: localized,
  description: localized,
  icon: z.string(),
  sortOrder: int,
  active: z.boolean(),
});

export const questionDefinitionResponse = z.object({
  id: int,
  type: z.enum(["rating", "scaleRating", "select", "text", "yesNo"]),
  text: localized,
  description: localized.nullable(),
  customerHint: localized.nullable(),
  required: z.boolean(),
  prefix: localized.nullable(),
  suffix: localized.nullable(),
  ratingCategoryId: int.nullable(),
  ratingCategory: z.object({ id: int, key: z.string(), name: localized }).nullable(),
  sortOrder: int,
  active: z.boolean(),
  options: z.array(z.object({ id: int, text: localized, points: int, sortOrder: int })),
  createdAt: dateTime,
  updatedAt: dateTime,
});

/** lib/sales-agents/manage-sales-agents.ts SalesAgentView. */
export const salesAgentResponse = z.object({
  id: int,
  number: z.string(),
  companyName: z.string().nullable(),
  salutation: honorific,
  title: z.string().nullable(),
  givenName: z.string(),
  middleNames: z.string().nullable(),
  familyName: z.string(),
  dateOfBirth: date,
  placeOfBirth: z.string().nullable(),
  dateOfJoining: date,
  streetName: z.string(),
  streetNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phoneCellular: z.string().nullable(),
  commissionLevelId: int,
  commissionLevel: z.object({ id: int, key: z.string(), commissionPercent: z.number() }),
  createdAt: dateTime,
  updatedAt: dateTime,
});

// ---------------------------------------------------------------- search, meta

export const postalCodeResponse = z.array(z.object({ postalCode: z.string(), place: z.string(), canton: z.string() }));

export const healthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  application: z.literal("ok"),
  database: z.object({ status: z.enum(["ok", "unreachable"]), latencyMs: z.number().optional() }),
});

export const openApiDocumentResponse = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The address the page navigates to (Stripe Checkout or billing portal), as text/plain. */
export const redirectAddressResponse = z.url();

// ---------------------------------------------------------------- evaluations

/** lib/evaluations/public-evaluation.ts PublicEvaluation. */
export const publicEvaluationResponse = z.object({
  id: z.uuid(),
  consultantId: int,
  dateOfCreation: dateTime,
  displayName: z.string(),
  overallRating: z.number(),
  ratings: z.array(z.object({ ratingCategoryId: int, name: z.string(), value: z.number() })),
  comment: z.string().nullable(),
  consultantComment: z.string().nullable(),
  consultantCommentDate: dateTime.nullable(),
  isVerified: z.boolean(),
  /** Who vouches: only platformChecked and disputeEvidence earn the public ✓ (lib/evaluations/evidence.ts). */
  evidence: z.enum(EVIDENCE_KINDS),
  language: z.string(),
  consultingTopicIds: z.array(int),
  /** The same customer (mailbox) rated again later: shown, labelled, counted in no figure. */
  earlierRating: z.boolean(),
  /** The rated consultant disputes it and its reviewer was asked: shown as "disputed since …" (docs/product-rules.md#disputes). */
  disputedSince: dateTime.nullable(),
  /** A dispute ended with the review kept: "checked after a dispute". */
  checkedAfterDispute: z.boolean(),
});

/** lib/evaluations/list-evaluations.ts OwnerEvaluation: for the rated consultant and platform administrators. */
export const ownerEvaluationResponse = publicEvaluationResponse.extend({
  state: z.enum(["inReview", "published"]),
  releaseAt: dateTime,
  publishedAt: dateTime.nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  held: z.boolean(),
  reported: z.boolean(),
  relationshipConfirmed: z.boolean(),
  /** The consultant's dispute of it: state, the moderator's summary (no name, no address, no file) and the outcome. */
  dispute: z
    .object({
      id: int,
      reason: z.enum(["notMyClient", "falseFacts", "other"]),
      status: z.enum(["screening", "awaitingReviewer", "answered", "decided", "rejected"]),
      createdAt: dateTime,
      answerDueAt: dateTime.nullable(),
      summaryForConsultant: z.string().nullable(),
      outcome: z.string().nullable(),
      publicReason: z.string().nullable(),
    })
    .nullable(),
});

/** scope=owner gives owner items, scope=public public ones. */
export const evaluationListResponse = z.union([
  // publishingPaused: moderation holds one of the consultant's evaluations, so early publishing is off for all.
  pageOf(ownerEvaluationResponse).extend({ publishingPaused: z.boolean() }),
  // earlierRatings: how many of total are a mailbox's earlier ratings (listed, counted in no figure).
  pageOf(publicEvaluationResponse).extend({ earlierRatings: int.min(0) }),
]);
export const evaluationResponse = z.union([ownerEvaluationResponse, publicEvaluationResponse]);

/** lib/evaluations/submit-evaluation.ts SubmissionResult (editToken is shown once: only its hash is stored). */
export const submissionResponse = z.object({
  id: z.uuid(),
  editToken: z.string(),
  isVerified: z.boolean(),
  releaseAt: dateTime,
  codeStatus: z.enum(["none", "accepted", "rejected"]),
  edited: z.boolean(),
  confirmationPending: z.boolean(),
});

export const publishEvaluationResponse = z.object({ id: z.uuid(), state: z.enum(["inReview", "published"]), publishedAt: dateTime.nullable() });

export const verifyEvaluationResponse = z.object({ id: z.uuid(), relationshipConfirmed: z.boolean() });

export const consultantCommentResponse = z.object({
  id: z.uuid(),
  consultantComment: z.string(),
  consultantCommentDate: dateTime,
  relationshipConfirmed: z.boolean(),
});

export const confirmEvaluationResponse = z.object({
  id: z.uuid(),
  status: z.literal("confirmed"),
  held: z.boolean(),
  replaced: z.boolean(),
});

export const resendConfirmationResponse = z.object({ sent: z.boolean() });

export const reportResponse = z.object({ id: int, status: z.enum(["open", "kept", "hidden"]), reason: z.enum(REPORT_REASONS), createdAt: dateTime });

export const verificationCodeResponse = z.object({ code: z.string(), url: z.string() });

// ---------------------------------------------------------------- account, attachments, e-mail, jobs, billing

/** lib/account/register-consultant.ts RegistrationResult. */
export const registrationResponse = z.object({ consultantId: int, claimed: z.boolean() });

/** lib/account/schema.ts ClaimCandidate. */
export const claimCandidatesResponse = z.array(
  z.object({
    id: int,
    formattedName: z.string(),
    postalCode: z.string(),
    city: z.string(),
    photoUrl: z.string().nullable(),
    companyName: z.string().nullable(),
    emailMatches: z.boolean(),
  }),
);

/** lib/account/export-account.ts: the revFADP export; the profile carries every stored column but secrets. */
export const accountExportResponse = z.object({
  exportedAt: dateTime,
  user: z.object({ name: z.string().nullable(), email: z.string().nullable(), createdAt: dateTime, roles: z.array(z.string()) }).nullable(),
  profile: z.object({
    id: int,
    number: z.string(),
    email: z.string().nullable(),
    givenName: z.string(),
    familyName: z.string(),
    state: consultantState,
    ratingAverage: z.number(),
    createdAt: dateTime,
  }),
  consultingTopics: z.array(z.object({ id: int, key: z.string(), name: localized })),
  evaluations: z.array(
    z.object({
      id: z.uuid(),
      dateOfCreation: dateTime,
      state: z.enum(["inReview", "published"]),
      overallRating: z.number(),
      comment: z.string().nullable(),
      consultingTopics: z.array(z.string()),
      ratings: z.array(z.object({ category: z.string(), value: z.number() })),
    }),
  ),
  /** The lead inbox (docs/product-rules.md#lead-inbox): the consultant's own conversations. */
  conversations: z.array(
    z.object({
      id: int,
      senderName: z.string(),
      senderEmail: z.string(),
      locale: z.string(),
      createdAt: dateTime,
      readAt: dateTime.nullable(),
      answeredAt: dateTime.nullable(),
      messages: z.array(z.object({ direction: z.enum(["received", "sent"]), text: z.string(), authorName: z.string().nullable(), createdAt: dateTime })),
    }),
  ),
});

/** lib/attachments/manage-attachments.ts AttachmentMeta. */
export const attachmentResponse = z.object({ id: z.uuid(), fileName: z.string(), mediaType: z.string(), size: int, createdAt: dateTime });

export const emailRequestResponse = z.object({ status: z.enum(["queued", "held"]) });

export const contactEmailConfirmResponse = z.object({ status: z.enum(["confirmed", "alreadyConfirmed"]), released: int.min(0) });

export const contactEmailConfirmationResponse = z.object({ status: z.enum(["sent", "limited", "alreadyConfirmed"]) });

/** POST/GET /api/jobs/publish-evaluations: what the run did. */
export const evaluationJobsResponse = z.object({
  published: int,
  consultants: int,
  /** Another run held the lock. */
  skipped: z.boolean(),
  deletedUnconfirmed: int,
  forgottenNetworks: int,
  emails: z.object({ claimed: int, sent: int, retried: int, failed: int, skipped: z.literal("smtp_not_configured").optional() }),
  invitationReminders: int,
  /** The dispute procedure (docs/product-rules.md#disputes): reminders sent, reviews hidden unanswered, evidence files deleted. */
  disputeReminders: int,
  disputesUnanswered: int,
  evidenceDeleted: int,
  /** Removed consultant comments whose appeal window closed with no appeal open, forgotten. */
  forgottenRemovedComments: int,
  heldMessages: z.object({ dropped: int, tokensRemoved: int }),
  /** Lead-inbox conversations deleted 12 months after their last message. */
  expiredConversations: int,
  /** Rate-limit budgets that were whole again and are forgotten. */
  rateLimitBuckets: int,
});

export const stripeWebhookResponse = z.object({ received: z.literal(true), outcome: z.enum(["processed", "duplicate", "ignored"]) });

// ---------------------------------------------------------------- register badges

export const registerBadgeResponse = z.object({
  kind: z.enum(REGISTER_KINDS),
  identifier: z.string(),
  registrar: z.string().nullable(),
  checkedOn: z.iso.date(),
});

/** A badge as platform administrators see it: its id, and who recorded the check. */
export const adminRegisterBadgeResponse = registerBadgeResponse.extend({
  id: z.number().int(),
  checkedByEmail: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
