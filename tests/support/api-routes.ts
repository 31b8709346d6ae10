// Every route module under app/api by its folder below app/api ("consultant/[id]/stats"), and the methods each
// route file exports: the one table that the route matrix, the OpenAPI response check and the endpoint fuzzer call.
// First: next-auth's route reads next/headers, which needs the AsyncLocalStorage this module installs.
import { nextAuthRoute } from "@/tests/support/next-request-scope";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as accountRoute from "@/app/api/account/route";
import * as accountClaimSearchRoute from "@/app/api/account/claim-search/route";
import * as accountExportRoute from "@/app/api/account/export/route";
import * as attachmentRoute from "@/app/api/attachment/route";
import * as attachmentByIdRoute from "@/app/api/attachment/[id]/route";
import * as authNextauthRoute from "@/app/api/auth/[...nextauth]/route";
import * as companyRoute from "@/app/api/company/route";
import * as companyByIdRoute from "@/app/api/company/[id]/route";
import * as companyByIdConsultantByConsultantIdRoute from "@/app/api/company/[id]/consultant/[consultantId]/route";
import * as consultantRoute from "@/app/api/consultant/route";
import * as consultantByIdRoute from "@/app/api/consultant/[id]/route";
import * as consultantByIdActivateRoute from "@/app/api/consultant/[id]/activate/route";
import * as consultantByIdCheckoutByPriceIdRoute from "@/app/api/consultant/[id]/checkout/[priceId]/route";
import * as consultantByIdDisableRoute from "@/app/api/consultant/[id]/disable/route";
import * as consultantByIdEraseRoute from "@/app/api/consultant/[id]/erase/route";
import * as consultantByIdMergeRoute from "@/app/api/consultant/[id]/merge/route";
import * as consultantByIdNoticeRoute from "@/app/api/consultant/[id]/notice/route";
import * as evaluationByIdNoticeRoute from "@/app/api/evaluation/[id]/notice/route";
import * as moderationNoticeByIdConfirmRoute from "@/app/api/moderation/notice/[id]/confirm/route";
import * as moderationNoticeByIdDecisionRoute from "@/app/api/moderation/notice/[id]/decision/route";
import * as moderationAppealRoute from "@/app/api/moderation/appeal/route";
import * as moderationAppealByIdDecisionRoute from "@/app/api/moderation/appeal/[id]/decision/route";
import * as consultantByIdPortalRoute from "@/app/api/consultant/[id]/portal/route";
import * as consultantByIdQrCardRoute from "@/app/api/consultant/[id]/qr-card/route";
import * as consultantByIdRegistrationRoute from "@/app/api/consultant/[id]/registration/route";
import * as consultantByIdRegistrationByRegistrationIdRoute from "@/app/api/consultant/[id]/registration/[registrationId]/route";
import * as consultantByIdStatsRoute from "@/app/api/consultant/[id]/stats/route";
import * as consultantByIdInsightsRoute from "@/app/api/consultant/[id]/insights/route";
import * as consultantByIdViewRoute from "@/app/api/consultant/[id]/view/route";
import * as consultantTopRoute from "@/app/api/consultant/top/route";
import * as consultingTopicRoute from "@/app/api/consultingTopic/route";
import * as conversationRoute from "@/app/api/conversation/route";
import * as conversationByIdRoute from "@/app/api/conversation/[id]/route";
import * as conversationByIdAnsweredRoute from "@/app/api/conversation/[id]/answered/route";
import * as conversationByIdReplyRoute from "@/app/api/conversation/[id]/reply/route";
import * as consultingTopicByIdRoute from "@/app/api/consultingTopic/[id]/route";
import * as consultingTopicOrderRoute from "@/app/api/consultingTopic/order/route";
import * as disputeByIdRoute from "@/app/api/dispute/[id]/route";
import * as disputeByIdAnswerRoute from "@/app/api/dispute/[id]/answer/route";
import * as disputeByIdDecisionRoute from "@/app/api/dispute/[id]/decision/route";
import * as disputeByIdEvidenceByEvidenceIdRoute from "@/app/api/dispute/[id]/evidence/[evidenceId]/route";
import * as disputeByIdScreeningRoute from "@/app/api/dispute/[id]/screening/route";
import * as docsRoute from "@/app/api/docs/route";
import * as emailRoute from "@/app/api/email/route";
import * as emailConfirmRoute from "@/app/api/email/confirm/route";
import * as emailConfirmationRoute from "@/app/api/email/confirmation/route";
import * as evaluationRoute from "@/app/api/evaluation/route";
import * as evaluationByIdRoute from "@/app/api/evaluation/[id]/route";
import * as evaluationByIdCommentRoute from "@/app/api/evaluation/[id]/comment/route";
import * as evaluationByIdConfirmRoute from "@/app/api/evaluation/[id]/confirm/route";
import * as evaluationByIdConfirmationEmailRoute from "@/app/api/evaluation/[id]/confirmation-email/route";
import * as evaluationByIdDisputeRoute from "@/app/api/evaluation/[id]/dispute/route";
import * as evaluationByIdPublishRoute from "@/app/api/evaluation/[id]/publish/route";
import * as evaluationByIdReportRoute from "@/app/api/evaluation/[id]/report/route";
import * as evaluationByIdVerifyRoute from "@/app/api/evaluation/[id]/verify/route";
import * as evaluationVerificationCodeRoute from "@/app/api/evaluation/verification-code/route";
import * as healthRoute from "@/app/api/health/route";
import * as invitationRoute from "@/app/api/invitation/route";
import * as invitationUnsubscribeRoute from "@/app/api/invitation/unsubscribe/route";
import * as jobsPublishEvaluationsRoute from "@/app/api/jobs/publish-evaluations/route";
import * as openapiJsonRoute from "@/app/api/openapi.json/route";
import * as postalCodeRoute from "@/app/api/postalCode/route";
import * as questionDefinitionRoute from "@/app/api/questionDefinition/route";
import * as questionDefinitionByIdRoute from "@/app/api/questionDefinition/[id]/route";
import * as questionDefinitionOrderRoute from "@/app/api/questionDefinition/order/route";
import * as salesAgentRoute from "@/app/api/salesAgent/route";
import * as salesAgentByIdRoute from "@/app/api/salesAgent/[id]/route";
import * as searchRoute from "@/app/api/search/route";
import * as webhooksStripeRoute from "@/app/api/webhooks/stripe/route";

// Static imports: the bundler cannot resolve dynamic imports of bracketed folder names.
export const API_ROUTES = {
  account: accountRoute,
  "account/claim-search": accountClaimSearchRoute,
  "account/export": accountExportRoute,
  attachment: attachmentRoute,
  "attachment/[id]": attachmentByIdRoute,
  "auth/[...nextauth]": { GET: nextAuthRoute(authNextauthRoute.GET), POST: nextAuthRoute(authNextauthRoute.POST) },
  company: companyRoute,
  "company/[id]": companyByIdRoute,
  "company/[id]/consultant/[consultantId]": companyByIdConsultantByConsultantIdRoute,
  consultant: consultantRoute,
  "consultant/[id]": consultantByIdRoute,
  "consultant/[id]/activate": consultantByIdActivateRoute,
  "consultant/[id]/checkout/[priceId]": consultantByIdCheckoutByPriceIdRoute,
  "consultant/[id]/disable": consultantByIdDisableRoute,
  "consultant/[id]/erase": consultantByIdEraseRoute,
  "consultant/[id]/merge": consultantByIdMergeRoute,
  "consultant/[id]/notice": consultantByIdNoticeRoute,
  "evaluation/[id]/notice": evaluationByIdNoticeRoute,
  "moderation/notice/[id]/confirm": moderationNoticeByIdConfirmRoute,
  "moderation/notice/[id]/decision": moderationNoticeByIdDecisionRoute,
  "moderation/appeal": moderationAppealRoute,
  "moderation/appeal/[id]/decision": moderationAppealByIdDecisionRoute,
  "consultant/[id]/portal": consultantByIdPortalRoute,
  "consultant/[id]/qr-card": consultantByIdQrCardRoute,
  "consultant/[id]/registration": consultantByIdRegistrationRoute,
  "consultant/[id]/registration/[registrationId]": consultantByIdRegistrationByRegistrationIdRoute,
  "consultant/[id]/stats": consultantByIdStatsRoute,
  "consultant/[id]/insights": consultantByIdInsightsRoute,
  "consultant/[id]/view": consultantByIdViewRoute,
  "consultant/top": consultantTopRoute,
  consultingTopic: consultingTopicRoute,
  "consultingTopic/[id]": consultingTopicByIdRoute,
  "consultingTopic/order": consultingTopicOrderRoute,
  conversation: conversationRoute,
  "conversation/[id]": conversationByIdRoute,
  "conversation/[id]/answered": conversationByIdAnsweredRoute,
  "conversation/[id]/reply": conversationByIdReplyRoute,
  "dispute/[id]": disputeByIdRoute,
  "dispute/[id]/answer": disputeByIdAnswerRoute,
  "dispute/[id]/decision": disputeByIdDecisionRoute,
  "dispute/[id]/evidence/[evidenceId]": disputeByIdEvidenceByEvidenceIdRoute,
  "dispute/[id]/screening": disputeByIdScreeningRoute,
  docs: docsRoute,
  email: emailRoute,
  "email/confirm": emailConfirmRoute,
  "email/confirmation": emailConfirmationRoute,
  evaluation: evaluationRoute,
  "evaluation/[id]": evaluationByIdRoute,
  "evaluation/[id]/comment": evaluationByIdCommentRoute,
  "evaluation/[id]/confirm": evaluationByIdConfirmRoute,
  "evaluation/[id]/confirmation-email": evaluationByIdConfirmationEmailRoute,
  "evaluation/[id]/dispute": evaluationByIdDisputeRoute,
  "evaluation/[id]/publish": evaluationByIdPublishRoute,
  "evaluation/[id]/report": evaluationByIdReportRoute,
  "evaluation/[id]/verify": evaluationByIdVerifyRoute,
  "evaluation/verification-code": evaluationVerificationCodeRoute,
  health: healthRoute,
  invitation: invitationRoute,
  "invitation/unsubscribe": invitationUnsubscribeRoute,
  "jobs/publish-evaluations": jobsPublishEvaluationsRoute,
  "openapi.json": openapiJsonRoute,
  postalCode: postalCodeRoute,
  questionDefinition: questionDefinitionRoute,
  "questionDefinition/[id]": questionDefinitionByIdRoute,
  "questionDefinition/order": questionDefinitionOrderRoute,
  salesAgent: salesAgentRoute,
  "salesAgent/[id]": salesAgentByIdRoute,
  search: searchRoute,
  "webhooks/stripe": webhooksStripeRoute,
};
export type ApiRoute = keyof typeof API_ROUTES;

const API_DIR = path.resolve(import.meta.dirname, "../../app/api");

/** The folders below app/api that hold a route.ts, as "consultant/[id]/stats". */
export function listRouteFiles(dir = API_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listRouteFiles(full);
    return name === "route.ts" ? [path.relative(API_DIR, path.dirname(full)).split(path.sep).join("/")] : [];
  });
}

/** The HTTP methods a route file exports. */
export function methodsOf(route: string): string[] {
  const source = readFileSync(path.join(API_DIR, route, "route.ts"), "utf8");
  // `export const GET = …`, `export async function GET`, and re-exports such as `export { handle as GET }`.
  const exportLists = [...source.matchAll(/export\s*\{([^}]*)\}/g)].map((m) => m[1]).join(",");
  return ["GET", "POST", "PUT", "PATCH", "DELETE"].filter(
    (m) =>
      new RegExp(`export\\s+(const|async function|function)\\s+${m}\\b`).test(source) ||
      new RegExp(`(^|[\\s,])(\\w+\\s+as\\s+)?${m}\\s*(,|$)`).test(exportLists),
  );
}
