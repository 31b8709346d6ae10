// The registered operations of the whole API (docs/product-rules.md#the-api). Routes of other workers are listed here
// until their owners register them with their own schemas (same call, same place).
import { z } from "zod";
import { claimSearchQuerySchema, deleteAccountSchema, registrationSchema } from "@/lib/account/schema";
import { attachmentSchema } from "@/lib/attachments/schema";
import { companyLinkSchema, companyListQuerySchema, companySchema } from "@/lib/companies/schema";
import { consultantListQuerySchema, eraseConsultantSchema, consultantSchema, statsQuerySchema } from "@/lib/consultants/schema";
import { emailRequestSchema } from "@/lib/email/requests-schema";
import { consultantCommentSchema, evaluationEditSchema, evaluationSchema, listQuerySchema, localeQuerySchema, reportSchema } from "@/lib/evaluations/schema";
import { confirmationSchema } from "@/lib/evaluations/confirm-evaluation-schema";
import { resendConfirmationSchema } from "@/lib/evaluations/resend-confirmation-schema";
import { ALL_PAGE_CAP } from "@/lib/http/pagination";
import { confirmContactEmailSchema, requestConfirmationSchema } from "@/lib/contact-email/schema";
import { invitationListResponseSchema, inviteResponseSchema, inviteSchema, unsubscribeQuerySchema } from "@/lib/invitations/schema";
import { qrCardQuerySchema } from "@/lib/qr-card/schema";
import { questionDefinitionSchema } from "@/lib/question-catalogue/schema";
import { registerBadgeParams, registerBadgeSchema } from "@/lib/registrations/schema";
import { salesAgentListQuerySchema, salesAgentSchema } from "@/lib/sales-agents/schema";
import { searchQuerySchema } from "@/lib/search/schema";
import { consultingTopicSchema, listOrderSchema } from "@/lib/topics/schema";
import { registerOperation, type Operation } from "./registry";
import {
  accountExportResponse,
  attachmentResponse,
  claimCandidatesResponse,
  companyLinkResponse,
  companyListResponse,
  companyResponse,
  confirmEvaluationResponse,
  consultantCardResponse,
  consultantCommentResponse,
  consultantListResponse,
  consultantResponse,
  consultantStatsResponse,
  consultingTopicResponse,
  contactEmailConfirmResponse,
  contactEmailConfirmationResponse,
  emailRequestResponse,
  eraseConsultantResponse,
  evaluationJobsResponse,
  evaluationListResponse,
  evaluationResponse,
  healthResponse,
  openApiDocumentResponse,
  pageOf,
  adminRegisterBadgeResponse,
  postalCodeResponse,
  publishEvaluationResponse,
  questionDefinitionResponse,
  redirectAddressResponse,
  registerBadgeResponse,
  registrationResponse,
  reportResponse,
  resendConfirmationResponse,
  salesAgentResponse,
  stripeWebhookResponse,
  submissionResponse,
  topConsultantsResponse,
  verificationCodeResponse,
  verifyEvaluationResponse,
} from "./responses";

const id = z.object({ id: z.number().int().positive() });
const uuid = z.object({ id: z.uuid() });
const link = z.object({ id: z.number().int().positive(), consultantId: z.number().int().positive() });

const ANYONE = "anyone";
const CAPPED = `; pageSize=all returns at most ${ALL_PAGE_CAP} items per page (page=2, 3, … for the rest)`;
const created = (what: string) => ({ status: 201, description: `Created: ${what}` });
const ADMIN = "platform administrators";

const ops: Operation[] = [
  { method: "get", path: "/api/attachment", tag: "attachments", summary: "The caller's uploads (all for platform administrators)", access: "signed-in users", response: z.array(attachmentResponse) },
  { method: "post", path: "/api/attachment", tag: "attachments", summary: "Upload a JPEG or PNG image (base64, at most 2048 kB)", access: "signed-in users", body: attachmentSchema, success: { status: 201, description: "Created: id, fileName, mediaType, size" }, response: attachmentResponse },
  { method: "get", path: "/api/attachment/{id}", tag: "attachments", summary: "The image bytes", access: ANYONE, params: uuid, success: { status: 200, description: "The image", contentType: "image/*" } },
  { method: "put", path: "/api/attachment/{id}", tag: "attachments", summary: "Replace the image", access: "the uploader or platform administrators", params: uuid, body: attachmentSchema, response: attachmentResponse },
  { method: "delete", path: "/api/attachment/{id}", tag: "attachments", summary: "Delete the image", access: "the uploader or platform administrators", params: uuid, success: { status: 204, description: "Deleted" } },

  { method: "get", path: "/api/company", tag: "companies", summary: `Company cards${CAPPED}`, access: ANYONE, query: companyListQuerySchema, response: companyListResponse },
  { method: "post", path: "/api/company", tag: "companies", summary: "Create a company", access: "write:companies", body: companySchema, success: { status: 201, description: "Created" }, response: companyResponse },
  { method: "get", path: "/api/company/{id}", tag: "companies", summary: "A company with its members", access: ANYONE, params: id, response: companyResponse },
  { method: "put", path: "/api/company/{id}", tag: "companies", summary: "Update a company", access: "its administrators or write:companies", params: id, body: companySchema, response: companyResponse },
  { method: "delete", path: "/api/company/{id}", tag: "companies", summary: "Delete a company", access: "write:companies", params: id, success: { status: 204, description: "Deleted" } },
  { method: "post", path: "/api/company/{id}/consultant/{consultantId}", tag: "companies", summary: "Request, invite, accept, or grant administrator rights", access: "the consultant, the company's administrators or write:companies", params: link, body: companyLinkSchema, response: companyLinkResponse },
  { method: "delete", path: "/api/company/{id}/consultant/{consultantId}", tag: "companies", summary: "Cancel, decline, leave or remove", access: "the consultant, the company's administrators or write:companies", params: link, response: companyLinkResponse },

  { method: "get", path: "/api/consultant", tag: "consultants", summary: `Consultant cards (administration table for read:consultants)${CAPPED}`, access: ANYONE, query: consultantListQuerySchema, response: consultantListResponse },
  { method: "post", path: "/api/consultant", tag: "consultants", summary: "Create a profile (staff) or register one's own", access: "signed-in users", body: consultantSchema, success: { status: 201, description: "Created" }, response: consultantResponse },
  {
    method: "get",
    path: "/api/consultant/top",
    tag: "consultants",
    summary:
      "Popular consultants: active profiles with at least RANKING_MIN_RATINGS (default 5) published ratings, best count-aware score first. score = (C · m + Σ ratings) / (C + n): n the profile's published ratings, m the mean of every published rating the public sees, C = RANKING_PRIOR_WEIGHT (default 10); ties by more ratings. Each card carries its score (4 decimals). A single 5-star rating cannot top the list; the search keeps its order (average, then count).",
    access: ANYONE,
    query: z.object({ limit: z.number().int().min(1).max(50).default(10) }),
    response: topConsultantsResponse,
  },
  { method: "get", path: "/api/consultant/{id}", tag: "consultants", summary: "A consultant (full record for the owner and staff)", access: ANYONE, params: id, response: consultantResponse },
  { method: "put", path: "/api/consultant/{id}", tag: "consultants", summary: "Replace the profile", access: "the consultant or write:consultants", params: id, body: consultantSchema, response: consultantResponse },
  {
    method: "delete",
    path: "/api/consultant/{id}",
    tag: "consultants",
    summary: "Delete the profile: without evaluations it is deleted; with evaluations its sign-in and private data are removed and it returns to the unclaimed state, evaluations kept (not public), reclaimable by registering with the same e-mail",
    access: "the consultant or write:consultants",
    params: id,
    success: { status: 204, description: "Deleted or returned to the unclaimed state" },
  },
  {
    method: "post",
    path: "/api/consultant/{id}/erase",
    tag: "consultants",
    summary: "Erase the profile together with its evaluations (legal request); confirmNumber must repeat the consultant number; written to the audit log",
    access: ADMIN,
    params: id,
    body: eraseConsultantSchema,
    success: { status: 200, description: "Erased: consultantId, number, evaluations (how many were erased)" },
    response: eraseConsultantResponse,
  },
  { method: "get", path: "/api/consultant/{id}/stats", tag: "consultants", summary: "Dashboard statistics for a date range", access: "the consultant, their company's administrators, read:consultants", params: id, query: statsQuerySchema, response: consultantStatsResponse },
  {
    method: "get",
    path: "/api/consultant/{id}/registration",
    tag: "consultants",
    summary: "Register badges: the public registers (FinSA client adviser register, FINMA insurance intermediary register, FINMA licence, ombudsman, self-regulatory organisation) a platform administrator checked, with the day of the check. Platform administrators also get each badge's id and who recorded it",
    access: ANYONE,
    params: id,
    response: z.union([z.array(registerBadgeResponse), z.array(adminRegisterBadgeResponse)]),
  },
  { method: "post", path: "/api/consultant/{id}/registration", tag: "consultants", summary: "Record a register badge (one per register; 409 when the consultant has one of this register already); who checked is the caller", access: ADMIN, params: id, body: registerBadgeSchema, success: created("the badge"), response: adminRegisterBadgeResponse },
  { method: "put", path: "/api/consultant/{id}/registration/{registrationId}", tag: "consultants", summary: "Correct a register badge or record a newer check of it", access: ADMIN, params: registerBadgeParams, body: registerBadgeSchema, response: adminRegisterBadgeResponse },
  { method: "delete", path: "/api/consultant/{id}/registration/{registrationId}", tag: "consultants", summary: "Remove a register badge", access: ADMIN, params: registerBadgeParams, success: { status: 204, description: "Removed" } },
  { method: "put", path: "/api/consultant/{id}/activate", tag: "consultants", summary: "Reactivate a disabled profile", access: "the consultant or write:consultants", params: id, response: consultantResponse },
  { method: "put", path: "/api/consultant/{id}/disable", tag: "consultants", summary: "Disable the profile (data kept)", access: "the consultant or write:consultants", params: id, response: consultantResponse },

  { method: "get", path: "/api/consultingTopic", tag: "consulting topics", summary: "Active topics", access: ANYONE, response: z.array(consultingTopicResponse) },
  { method: "post", path: "/api/consultingTopic", tag: "consulting topics", summary: "Create a topic", access: ADMIN, body: consultingTopicSchema, success: { status: 201, description: "Created" }, response: consultingTopicResponse },
  { method: "get", path: "/api/consultingTopic/{id}", tag: "consulting topics", summary: "A topic", access: ANYONE, params: id, response: consultingTopicResponse },
  { method: "put", path: "/api/consultingTopic/{id}", tag: "consulting topics", summary: "Replace a topic", access: ADMIN, params: id, body: consultingTopicSchema, response: consultingTopicResponse },
  { method: "delete", path: "/api/consultingTopic/{id}", tag: "consulting topics", summary: "Delete a topic", access: ADMIN, params: id, success: { status: 204, description: "Deleted" } },
  { method: "put", path: "/api/consultingTopic/order", tag: "consulting topics", summary: "Reorder all topics at once: ids is the complete new order (409 when it does not name every topic exactly once)", access: ADMIN, body: listOrderSchema, success: { status: 200, description: "All topics in their new order" }, response: z.array(consultingTopicResponse) },

  { method: "get", path: "/api/questionDefinition", tag: "questionnaire", summary: "The active questions", access: ANYONE, response: z.array(questionDefinitionResponse) },
  { method: "post", path: "/api/questionDefinition", tag: "questionnaire", summary: "Add a question", access: ADMIN, body: questionDefinitionSchema, success: { status: 201, description: "Created" }, response: questionDefinitionResponse },
  { method: "get", path: "/api/questionDefinition/{id}", tag: "questionnaire", summary: "A question", access: ANYONE, params: id, response: questionDefinitionResponse },
  { method: "put", path: "/api/questionDefinition/{id}", tag: "questionnaire", summary: "Replace a question (answers keep their snapshot)", access: ADMIN, params: id, body: questionDefinitionSchema, response: questionDefinitionResponse },
  { method: "delete", path: "/api/questionDefinition/{id}", tag: "questionnaire", summary: "Delete a question (answers keep their snapshot)", access: ADMIN, params: id, success: { status: 204, description: "Deleted" } },
  { method: "put", path: "/api/questionDefinition/order", tag: "questionnaire", summary: "Reorder all questions at once: ids is the complete new order (409 when it does not name every question exactly once)", access: ADMIN, body: listOrderSchema, success: { status: 200, description: "All questions in their new order" }, response: z.array(questionDefinitionResponse) },

  { method: "get", path: "/api/salesAgent", tag: "sales agents", summary: "Sales agents", access: ADMIN, query: salesAgentListQuerySchema, response: pageOf(salesAgentResponse) },
  { method: "post", path: "/api/salesAgent", tag: "sales agents", summary: "Add a sales agent", access: ADMIN, body: salesAgentSchema, success: { status: 201, description: "Created" }, response: salesAgentResponse },
  { method: "get", path: "/api/salesAgent/{id}", tag: "sales agents", summary: "A sales agent", access: ADMIN, params: id, response: salesAgentResponse },
  { method: "put", path: "/api/salesAgent/{id}", tag: "sales agents", summary: "Replace the whole agent", access: ADMIN, params: id, body: salesAgentSchema, response: salesAgentResponse },
  { method: "delete", path: "/api/salesAgent/{id}", tag: "sales agents", summary: "Delete the agent", access: ADMIN, params: id, success: { status: 204, description: "Deleted" } },

  { method: "get", path: "/api/search", tag: "search", summary: `Search consultants by perimeter, name or canton${CAPPED}`, access: ANYONE, query: searchQuerySchema, response: pageOf(consultantCardResponse) },
  { method: "get", path: "/api/postalCode", tag: "search", summary: "Postal-code autocomplete", access: ANYONE, query: z.object({ q: z.string().max(100), limit: z.number().int().min(1).max(50).default(10) }), response: postalCodeResponse },
  { method: "get", path: "/api/openapi.json", tag: "meta", summary: "This document", access: ANYONE, response: openApiDocumentResponse },
  { method: "get", path: "/api/docs", tag: "meta", summary: "The API reference page", access: ANYONE, success: { status: 200, description: "HTML", contentType: "text/html" } },
  { method: "get", path: "/api/health", tag: "meta", summary: "Application and database status (503 when the database is unreachable)", access: ANYONE, response: healthResponse },

  { method: "get", path: "/api/evaluation", tag: "evaluations", summary: "A consultant's published evaluations (scope=public), or all of them with private fields (scope=owner); narrowed by stars (the overall rating rounded to whole stars: 5 is 4.50 to 5.00, 4 is 3.50 to 4.49), evidence (mandate, administrator, none), language and withComment, sorted newest, highest or lowest", access: "anyone; scope=owner: the rated consultant and platform administrators", query: listQuerySchema, response: evaluationListResponse },
  { method: "post", path: "/api/evaluation", tag: "evaluations", summary: "Submit an evaluation (counted after its e-mail address is confirmed)", access: ANYONE, body: evaluationSchema, success: created("id and the private editToken"), response: submissionResponse },
  { method: "get", path: "/api/evaluation/{id}", tag: "evaluations", summary: "An evaluation: the public view, or the owner's view for the rated consultant and platform administrators", access: ANYONE, params: uuid, query: localeQuerySchema, response: evaluationResponse },
  { method: "put", path: "/api/evaluation/{id}", tag: "evaluations", summary: "Edit an evaluation within its edit window", access: "the customer with the edit token", params: uuid, body: evaluationEditSchema, response: submissionResponse },
  { method: "delete", path: "/api/evaluation/{id}", tag: "evaluations", summary: "Delete an evaluation", access: ADMIN, params: uuid, success: { status: 204, description: "Deleted" } },
  { method: "put", path: "/api/evaluation/{id}/publish", tag: "evaluations", summary: "Publish early", access: "the rated consultant", params: uuid, response: publishEvaluationResponse },
  { method: "put", path: "/api/evaluation/{id}/verify", tag: "evaluations", summary: "Confirm the relationship with the customer", access: "the rated consultant", params: uuid, response: verifyEvaluationResponse },
  { method: "post", path: "/api/evaluation/{id}/comment", tag: "evaluations", summary: "Add the consultant's one comment", access: "the rated consultant", params: uuid, body: consultantCommentSchema, response: consultantCommentResponse },
  {
    method: "post",
    path: "/api/evaluation/{id}/confirm",
    tag: "evaluations",
    summary: "Confirm the customer's e-mail address with the token of the mailed link; from then on the evaluation counts (status: confirmed or alreadyConfirmed; held: waits for moderation; replaced: it took the place of the same customer's earlier evaluation)",
    access: "the customer with the token from the confirmation e-mail",
    params: uuid,
    body: confirmationSchema,
    response: confirmEvaluationResponse,
  },
  {
    method: "post",
    path: "/api/evaluation/{id}/confirmation-email",
    tag: "evaluations",
    summary: "Send the confirmation e-mail again (a few times a day)",
    access: "the customer with the edit token",
    params: uuid,
    body: resendConfirmationSchema,
    success: { status: 202, description: "Queued: sent (false when the address had its daily share of mails)" },
    response: resendConfirmationResponse,
  },
  { method: "post", path: "/api/evaluation/{id}/report", tag: "evaluations", summary: "Report the evaluation to the platform's moderators", access: "the rated consultant and platform administrators", params: uuid, body: reportSchema, success: created("the report"), response: reportResponse },
  {
    method: "post",
    path: "/api/evaluation/verification-code",
    tag: "evaluations",
    summary: "A one-time rating link for a mandate (the body may be empty)",
    access: "the consultant (platform administrators name the consultantId)",
    body: z.object({ consultantId: z.number().int().positive().optional(), locale: z.enum(["de", "en", "fr", "it"]).optional() }),
    success: created("code and url, shown once"),
    response: verificationCodeResponse,
  },
  { method: "post", path: "/api/account", tag: "account", summary: "Register one's own consultant profile (or claim the profile one's e-mail owns)", access: "signed-in users without a profile", body: registrationSchema, success: created("the profile"), response: registrationResponse },
  { method: "delete", path: "/api/account", tag: "account", summary: "Delete one's account (the profile returns to unclaimed; evaluations stay)", access: "the consultant", body: deleteAccountSchema, success: { status: 204, description: "Deleted" } },
  { method: "get", path: "/api/account/export", tag: "account", summary: "Everything stored about the caller's profile (revFADP data export)", access: "the consultant", success: { status: 200, description: "JSON download" }, response: accountExportResponse },
  { method: "get", path: "/api/account/claim-search", tag: "account", summary: "Unclaimed profiles the caller might claim", access: "signed-in users", query: claimSearchQuerySchema, response: claimCandidatesResponse },
  { method: "get", path: "/api/auth/{nextauth}", tag: "sign-in", summary: "next-auth's sign-in endpoints (providers, csrf, session, callback/{provider}, signin, signout)", access: ANYONE, params: z.object({ nextauth: z.string() }), success: { status: 200, description: "JSON, or a redirect to the identity provider" } },
  { method: "post", path: "/api/auth/{nextauth}", tag: "sign-in", summary: "next-auth's form posts (signin, signout, callback/credentials) with its CSRF token", access: ANYONE, params: z.object({ nextauth: z.string() }), success: { status: 302, description: "Redirect" } },
  { method: "post", path: "/api/jobs/publish-evaluations", tag: "jobs", summary: "Publish due evaluations, delete unconfirmed ones past their edit window, forget network hashes older than 30 days, queue the one reminder of review invitations that are due, deliver the outbox and drop contact messages held 14 days (cron)", access: "bearer JOBS_SECRET", response: evaluationJobsResponse },
  { method: "get", path: "/api/jobs/publish-evaluations", tag: "jobs", summary: "The same as POST, for crons that can only GET", access: "bearer JOBS_SECRET", response: evaluationJobsResponse },
  {
    method: "post",
    path: "/api/email",
    tag: "e-mail",
    summary:
      "Feedback, contact, invitations and reports. A message to a consultant or company whose address is not confirmed waits (status held) until it is, at most 14 days. 429 above the short-burst limit or a daily cap per recipient, sender address or client address, with a detail in the request's locale",
    access: ANYONE,
    body: emailRequestSchema,
    success: { status: 202, description: "{ status: queued | held }" },
    response: emailRequestResponse,
  },
  {
    method: "post",
    path: "/api/email/confirm",
    tag: "e-mail",
    summary: "Confirm a public contact address with the token of the link mailed to it; releases the messages waiting for it. 404 unknown token, 409 expired or the address changed since",
    access: "whoever holds the link",
    body: confirmContactEmailSchema,
    success: { status: 200, description: "{ status: confirmed | alreadyConfirmed, released: number of waiting messages now sent }" },
    response: contactEmailConfirmResponse,
  },
  {
    method: "post",
    path: "/api/email/confirmation",
    tag: "e-mail",
    summary: "Send the confirmation link of a consultant's or company's public address again (capped per profile and per address a day: 429)",
    access: "the consultant, the company's administrators, write:consultants or write:companies",
    body: requestConfirmationSchema,
    success: { status: 202, description: "{ status: sent } (200 { status: alreadyConfirmed })" },
    response: contactEmailConfirmationResponse,
  },
  { method: "get", path: "/api/consultant/{id}/checkout/{priceId}", tag: "billing", summary: "Checkout address (text)", access: "the consultant", params: z.object({ id: z.number().int(), priceId: z.string() }), success: { status: 200, description: "The Stripe Checkout address", contentType: "text/plain" }, response: redirectAddressResponse },
  { method: "get", path: "/api/consultant/{id}/portal", tag: "billing", summary: "Billing portal address (text)", access: "the consultant", params: id, success: { status: 200, description: "The Stripe billing portal address", contentType: "text/plain" }, response: redirectAddressResponse },
  { method: "post", path: "/api/webhooks/stripe", tag: "billing", summary: "Stripe events (signed)", access: "Stripe", response: stripeWebhookResponse },

  { method: "get", path: "/api/invitation", tag: "invitations", summary: "The caller's 200 newest review invitations with their status (queued, sent, reminded, rated, bounced, unsubscribed) and today's count against the daily cap", access: "the consultant", response: invitationListResponseSchema },
  {
    method: "post",
    path: "/api/invitation",
    tag: "invitations",
    summary:
      "Invite customers to rate the caller by e-mail: recipients is one address, a pasted list or a CSV text (address, optional name and language per line; at most 500 per send). Every line is answered: accepted, or refused as invalid, duplicate, disposable, unsubscribed, alreadyInvited, overDailyCap or overSendLimit. dryRun only previews; otherwise each accepted line is stored with its own one-time verification code and its e-mail queued (201)",
    access: "the consultant",
    body: inviteSchema,
    success: { status: 201, description: "Queued (200 for a dry run): the answer per line" },
    response: inviteResponseSchema,
  },
  {
    method: "post",
    path: "/api/invitation/unsubscribe",
    tag: "invitations",
    summary: "RFC 8058 one-click unsubscribe (the List-Unsubscribe-Post target of invitation e-mails): the address is never invited again by anyone; pending invitations and reminders to it are dropped. 404 unknown token",
    access: "whoever holds the link",
    query: unsubscribeQuerySchema,
    response: z.object({ unsubscribed: z.literal(true) }),
  },
  {
    method: "get",
    path: "/api/consultant/{id}/qr-card",
    tag: "consultants",
    summary: "A printable PDF card (A6 or 85 × 55 mm business card) with name, photo, company and the vector QR code of the common rating link, or of a verified link when code names an unspent verification code of the consultant (422 otherwise)",
    access: "the consultant",
    params: id,
    query: qrCardQuerySchema,
    success: { status: 200, description: "The PDF (attachment)", contentType: "application/pdf" },
  },
];

for (const op of ops) registerOperation(op);
