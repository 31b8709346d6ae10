// The response schemas of the OpenAPI document (lib/openapi/responses.ts) against the services'
// return types, at compile time (npx tsc --noEmit): a field a service drops or retypes fails the
// typecheck here, before a client notices. What a service returns is compared after JSON
// serialisation (a Date travels as its ISO string). Prisma's Json columns (the localized names of
// topics and questions) have no static shape: those answers are checked at run time by
// tests/integration/openapi-responses.test.ts, like every other one.
import { describe, it } from "vitest";
import type { z } from "zod";
import type { exportAccount } from "@/lib/account/export-account";
import type { RegistrationResult } from "@/lib/account/register-consultant";
import type { ClaimCandidate } from "@/lib/account/schema";
import type { AttachmentMeta } from "@/lib/attachments/manage-attachments";
import type { WebhookOutcome } from "@/lib/billing/handle-stripe-webhook";
import type { CompanyView } from "@/lib/companies/get-company";
import type { LinkResult } from "@/lib/companies/link-consultant";
import type { CompanyCard } from "@/lib/companies/schema";
import type { requestContactEmailConfirmation } from "@/lib/account/request-contact-email-confirmation";
import type { ConfirmResult } from "@/lib/contact-email/confirmation";
import type { EraseResult } from "@/lib/moderation/erase-consultant";
import type { ConsultantView } from "@/lib/consultants/get-consultant";
import type { ConsultantAdminRow } from "@/lib/search/list-consultants";
import type { SubmitResult } from "@/lib/inbox/email-requests";
import type { DeliverResult } from "@/lib/email/deliver-pending";
import type { addConsultantComment } from "@/lib/evaluations/add-consultant-comment";
import type { ConfirmationResult } from "@/lib/evaluations/confirm-evaluation";
import type { OwnerEvaluation, OwnerEvaluationPage } from "@/lib/evaluations/list-evaluations";
import type { PublicEvaluation, PublicEvaluationPage } from "@/lib/evaluations/public-evaluation";
import type { publishEvaluation } from "@/lib/evaluations/publish-evaluation";
import type { reportEvaluation } from "@/lib/evaluations/report-evaluation";
import type { resendConfirmation } from "@/lib/evaluations/resend-confirmation";
import type { EvaluationJobsResult } from "@/lib/jobs/run-evaluation-jobs";
import type { SubmissionResult } from "@/lib/evaluations/submit-evaluation";
import type { verifyEvaluation } from "@/lib/evaluations/verify-evaluation";
import type { Page } from "@/lib/http/pagination";
import type { ConversationDetail } from "@/lib/inbox/get-conversation";
import type { ConversationList } from "@/lib/inbox/list-conversations";
import type { markAnswered } from "@/lib/inbox/mark-answered";
import type { ReplyResult } from "@/lib/inbox/reply-to-conversation";
import type * as Inbox from "@/lib/openapi/inbox-responses";
import type * as R from "@/lib/openapi/responses";
import type { SalesAgentView } from "@/lib/sales-agents/manage-sales-agents";
import type { ConsultantCard } from "@/lib/consultants/card";
import type { topConsultants } from "@/lib/search/top-consultants";
import type { ConsultantStats } from "@/lib/stats/get-consultant-stats";

/** What JSON.stringify makes of a value's type: dates become strings. */
type Json<T> = T extends Date ? string : T extends readonly (infer U)[] ? Json<U>[] : T extends object ? { [K in keyof T]: Json<T[K]> } : T;
type Returns<F extends (...args: never[]) => unknown> = Json<Awaited<ReturnType<F>>>;
/**
 * The schema's output with its enums and literals widened to their base types: several service types
 * declare an enum column as plain string (the card's canton, a row's state); the values themselves are
 * checked against the enums at run time by the integration test.
 */
type Widen<T> = T extends string
  ? string
  : T extends boolean
    ? boolean
    : T extends readonly (infer U)[]
      ? Widen<U>[]
      : T extends object
        ? { [K in keyof T]: Widen<T[K]> }
        : T;
type Out<S extends z.ZodType> = Widen<z.output<S>>;

/** Compiles only when the first type can be assigned to the second. */
function holds<_Actual extends Expected, Expected>(): void {}
type Schema = typeof R;

describe("the documented responses hold what the services return", () => {
  it("consultants and companies", () => {
    holds<Json<Page<ConsultantCard>>, Out<Schema["consultantListResponse"]>>();
    holds<Json<Page<ConsultantAdminRow>>, Out<Schema["consultantListResponse"]>>();
    holds<Returns<typeof topConsultants>, Out<Schema["topConsultantsResponse"]>>();
    holds<Json<ConsultantView>, Out<Schema["consultantResponse"]>>();
    holds<Json<EraseResult>, Out<Schema["eraseConsultantResponse"]>>();
    holds<Json<ConsultantStats>, Out<Schema["consultantStatsResponse"]>>();
    holds<Json<Page<CompanyCard>>, Out<Schema["companyListResponse"]>>();
    holds<Json<CompanyView>, Out<Schema["companyResponse"]>>();
    holds<Json<LinkResult>, Out<Schema["companyLinkResponse"]>>();
    holds<Json<SalesAgentView>, Out<Schema["salesAgentResponse"]>>();
  });

  it("evaluations", () => {
    holds<Json<PublicEvaluationPage>, Out<Schema["evaluationListResponse"]>>();
    holds<Json<OwnerEvaluationPage>, Out<Schema["evaluationListResponse"]>>();
    holds<Json<PublicEvaluation | OwnerEvaluation>, Out<Schema["evaluationResponse"]>>();
    holds<Json<SubmissionResult>, Out<Schema["submissionResponse"]>>();
    holds<Returns<typeof publishEvaluation>, Out<Schema["publishEvaluationResponse"]>>();
    holds<Returns<typeof verifyEvaluation>, Out<Schema["verifyEvaluationResponse"]>>();
    holds<Returns<typeof addConsultantComment>, Out<Schema["consultantCommentResponse"]>>();
    // The route renames evaluationId to id and leaves consultantId out.
    holds<Json<Omit<ConfirmationResult, "evaluationId" | "consultantId"> & { id: string }>, Out<Schema["confirmEvaluationResponse"]>>();
    holds<Returns<typeof resendConfirmation>, Out<Schema["resendConfirmationResponse"]>>();
    holds<Returns<typeof reportEvaluation>, Out<Schema["reportResponse"]>>();
  });

  it("account, attachments, e-mail, jobs and billing", () => {
    holds<Json<RegistrationResult>, Out<Schema["registrationResponse"]>>();
    holds<Json<ClaimCandidate[]>, Out<Schema["claimCandidatesResponse"]>>();
    holds<Omit<Returns<typeof exportAccount>, "consultingTopics">, Omit<Out<Schema["accountExportResponse"]>, "consultingTopics">>();
    holds<Json<AttachmentMeta>, Out<Schema["attachmentResponse"]>>();
    holds<Json<Pick<SubmitResult, "status">>, Out<Schema["emailRequestResponse"]>>();
    holds<Json<ConfirmResult>, Out<Schema["contactEmailConfirmResponse"]>>();
    holds<Returns<typeof requestContactEmailConfirmation>, Out<Schema["contactEmailConfirmationResponse"]>>();
    holds<
      Json<
        EvaluationJobsResult & {
          emails: DeliverResult;
          heldMessages: { dropped: number; tokensRemoved: number };
          expiredConversations: number;
          rateLimitBuckets: number;
        }
      >,
      Out<Schema["evaluationJobsResponse"]>
    >();
    holds<{ received: true; outcome: WebhookOutcome }, Out<Schema["stripeWebhookResponse"]>>();
  });

  it("the lead inbox", () => {
    holds<Json<ConversationList>, Out<typeof Inbox.conversationListResponse>>();
    holds<Json<ConversationDetail>, Out<typeof Inbox.conversationResponse>>();
    holds<Returns<typeof markAnswered>, Out<typeof Inbox.conversationAnsweredResponse>>();
    holds<Json<ReplyResult>, Out<typeof Inbox.conversationReplyResponse>>();
  });
});
