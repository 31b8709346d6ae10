// The seeded subjects of the privacy walk (issue 21, item 6), shared by the integration test of the
// API (tests/integration/anonymous-privacy.test.ts) and the end-to-end walk of the pages
// (tests/e2e/anonymous-privacy.spec.ts). Every private value is a unique marker, so that a walk can
// fail on its mere appearance in anything an anonymous visitor receives.
//
// Data-driven: each evaluation case is one line. A new state that must not reach the public (the
// "held for moderation" of the moderation work, say) is one more line in EVALUATION_CASES with the
// columns that make it so, e.g.
//   { key: "held", label: "held for moderation", publicCard: false, columns: { heldAt: new Date(), holdReasons: ["burst"] } },
import { createHash } from "node:crypto";

type NameDisplayStyle = "fullName" | "givenNameAndFamilyNameInitial" | "givenName";

export type EvaluationCase = {
  key: string;
  label: string;
  /** Whether the evaluation's card is public (its rating, comment and display name may be shown). */
  publicCard: boolean;
  /** Of the unclaimed profile instead of the active one (then never public: unclaimed profiles hide ratings). */
  ofUnclaimed?: boolean;
  nameDisplayStyle?: NameDisplayStyle;
  /** Extra columns of "Evaluation" (SQL names as in schema.prisma) that put the evaluation in its state. */
  columns: Record<string, unknown>;
};

const DAY = 86_400_000;

export const EVALUATION_CASES: EvaluationCase[] = [
  {
    key: "review",
    label: "in review",
    publicCard: false,
    columns: { state: "inReview", releaseAt: new Date(Date.now() + 5 * DAY), emailConfirmedAt: new Date() },
  },
  {
    key: "hidden",
    label: "hidden by moderation",
    publicCard: false,
    columns: {
      state: "published",
      publishedAt: new Date(Date.now() - DAY),
      hiddenAt: new Date(),
      hiddenReason: "Beleidigend",
      emailConfirmedAt: new Date(Date.now() - 2 * DAY),
    },
  },
  {
    key: "unclaimed",
    label: "published, of the unclaimed profile",
    publicCard: false,
    ofUnclaimed: true,
    columns: { state: "published", publishedAt: new Date(Date.now() - DAY), emailConfirmedAt: new Date(Date.now() - 2 * DAY) },
  },
  {
    key: "initial",
    label: "published, family name shown as initial",
    publicCard: true,
    nameDisplayStyle: "givenNameAndFamilyNameInitial",
    columns: { state: "published", publishedAt: new Date(Date.now() - DAY), emailConfirmedAt: new Date(Date.now() - 2 * DAY) },
  },
  {
    key: "given",
    label: "published, given name only",
    publicCard: true,
    nameDisplayStyle: "givenName",
    columns: { state: "published", publishedAt: new Date(Date.now() - DAY), emailConfirmedAt: new Date(Date.now() - 2 * DAY) },
  },
  {
    key: "held",
    label: "held for moderation",
    publicCard: false,
    columns: { state: "inReview", releaseAt: new Date(Date.now() - DAY), emailConfirmedAt: new Date(), heldAt: new Date(), holdReasons: ["burst"] },
  },
  {
    key: "unconfirmed",
    label: "waiting for the customer's confirmation",
    publicCard: false,
    columns: { state: "inReview", releaseAt: new Date(Date.now() - DAY), emailConfirmedAt: null, confirmationTokenHash: "c".repeat(64) },
  },
];

/** The markers of one evaluation case; `run` keeps markers of parallel runs apart. */
export function evaluationMarkers(c: EvaluationCase, run: string) {
  const tag = `${c.key}${run}`.replace(/[^a-z0-9]/gi, "");
  return {
    customerEmail: `kunde.${tag}@privat.example`,
    customerFamilyName: `Geheimnachname${tag}`,
    customerGivenName: `Vorname${tag}`,
    comment: `Geheimkommentar ${tag}`,
    protocolAnswer: `Protokollantwort ${tag}`,
    editToken: `edit-token-${tag}-0123456789abcdef`,
  };
}

/** The free-text question whose answer (the marker protocolAnswer) each case's evaluation carries. */
export const PROTOCOL_QUESTION = { type: "text", text: { de: "Was möchten Sie noch sagen?" }, prefix: null, suffix: null, options: [] };

/** The "Evaluation" columns of one case with its markers (SQL names as in schema.prisma), but for id and consultantId. */
export function evaluationColumns(c: EvaluationCase, run: string): Record<string, unknown> {
  const m = evaluationMarkers(c, run);
  return {
    releaseAt: new Date(),
    editTokenHash: sha256Hex(m.editToken),
    customerHonorific: "mrs",
    customerGivenName: m.customerGivenName,
    customerFamilyName: m.customerFamilyName,
    customerEmail: m.customerEmail,
    nameDisplayStyle: c.nameDisplayStyle ?? "fullName",
    language: "de",
    comment: m.comment,
    privacyPolicyAndTermsAndConditions: true,
    overallRating: 2,
    ...c.columns,
  };
}

/** What an anonymous visitor may never receive about an evaluation of this case. */
function forbiddenOfEvaluation(c: EvaluationCase, run: string): string[] {
  const m = evaluationMarkers(c, run);
  const always = [m.customerEmail, m.protocolAnswer, m.editToken, sha256Hex(m.editToken)];
  // A public card shows the comment and the display name (given name, maybe the initial), never the full family name.
  return c.publicCard ? [...always, m.customerFamilyName] : [...always, m.customerFamilyName, m.comment];
}

export function unclaimedMarkers(run: string) {
  const tag = run.replace(/[^a-z0-9]/gi, "");
  return {
    givenName: `Ursula${tag}`,
    familyName: `Unbeansprucht${tag}`,
    email: `login.${tag}@privat.example`,
    publicEmail: `kontakt.${tag}@privat.example`,
    streetName: `Verborgenweg${tag}`,
    phoneCellular: `+41 79 555 ${tag.slice(-2).padStart(2, "0")} 99`,
    websiteUrl: `https://geheim-${tag}.example`,
    introduction: `Geheime Vorstellung ${tag}`,
    calensoToken: `calenso-${tag}`,
  };
}

/** What an anonymous visitor may never receive about the unclaimed profile (the page shows none of it). */
function forbiddenOfUnclaimed(run: string): string[] {
  const m = unclaimedMarkers(run);
  return [
    m.email,
    m.publicEmail,
    m.streetName,
    m.phoneCellular,
    m.phoneCellular.replace(/\s+/g, ""),
    m.websiteUrl.replace("https://", ""),
    m.introduction,
    m.calensoToken,
  ];
}

/** Every marker of a run that an anonymous visitor may never receive: of the unclaimed profile and of every case. */
export function forbiddenOfRun(run: string): string[] {
  return [...forbiddenOfUnclaimed(run), ...EVALUATION_CASES.flatMap((c) => forbiddenOfEvaluation(c, run))];
}

function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** The markers found in a response (empty when it is clean). */
export function leaks(text: string, forbidden: readonly string[]): string[] {
  return forbidden.filter((marker) => text.includes(marker));
}
