// The one hand-kept list of the API: every route module by its folder below app/api ("consultant/[id]/stats").
// The OpenAPI document and the reference page are read off it (each handler carries its contract,
// lib/http/route-contract.ts), and the tests walk it (tests/support/api-routes.ts);
// tests/unit/openapi-routes.test.ts fails when a route.ts is missing here or an entry has no route.ts.
//
// The two routes that serve the document are defined here and only exported by their route.ts: they read
// this table, so the table could not import a module of theirs without an import cycle.
import * as accountRoute from "./account/route";
import * as accountClaimSearchRoute from "./account/claim-search/route";
import * as accountExportRoute from "./account/export/route";
import * as attachmentRoute from "./attachment/route";
import * as attachmentByIdRoute from "./attachment/[id]/route";
import * as authNextauthRoute from "./auth/[...nextauth]/route";
import * as companyRoute from "./company/route";
import * as companyByIdRoute from "./company/[id]/route";
import * as companyByIdConsultantByConsultantIdRoute from "./company/[id]/consultant/[consultantId]/route";
import * as consultantRoute from "./consultant/route";
import * as consultantByIdRoute from "./consultant/[id]/route";
import * as consultantByIdActivateRoute from "./consultant/[id]/activate/route";
import * as consultantByIdCheckoutByPriceIdRoute from "./consultant/[id]/checkout/[priceId]/route";
import * as consultantByIdDisableRoute from "./consultant/[id]/disable/route";
import * as consultantByIdEraseRoute from "./consultant/[id]/erase/route";
import * as consultantByIdMergeRoute from "./consultant/[id]/merge/route";
import * as consultantByIdNoticeRoute from "./consultant/[id]/notice/route";
import * as evaluationByIdNoticeRoute from "./evaluation/[id]/notice/route";
import * as moderationNoticeByIdConfirmRoute from "./moderation/notice/[id]/confirm/route";
import * as moderationNoticeByIdDecisionRoute from "./moderation/notice/[id]/decision/route";
import * as moderationAppealRoute from "./moderation/appeal/route";
import * as moderationAppealByIdDecisionRoute from "./moderation/appeal/[id]/decision/route";
import * as consultantByIdPortalRoute from "./consultant/[id]/portal/route";
import * as consultantByIdQrCardRoute from "./consultant/[id]/qr-card/route";
import * as consultantByIdRegistrationRoute from "./consultant/[id]/registration/route";
import * as consultantByIdRegistrationByRegistrationIdRoute from "./consultant/[id]/registration/[registrationId]/route";
import * as consultantByIdStatsRoute from "./consultant/[id]/stats/route";
import * as consultantByIdInsightsRoute from "./consultant/[id]/insights/route";
import * as consultantByIdViewRoute from "./consultant/[id]/view/route";
import * as consultantTopRoute from "./consultant/top/route";
import * as consultingTopicRoute from "./consultingTopic/route";
import * as conversationRoute from "./conversation/route";
import * as conversationByIdRoute from "./conversation/[id]/route";
import * as conversationByIdAnsweredRoute from "./conversation/[id]/answered/route";
import * as conversationByIdReplyRoute from "./conversation/[id]/reply/route";
import * as consultingTopicByIdRoute from "./consultingTopic/[id]/route";
import * as consultingTopicOrderRoute from "./consultingTopic/order/route";
import * as disputeByIdRoute from "./dispute/[id]/route";
import * as disputeByIdAnswerRoute from "./dispute/[id]/answer/route";
import * as disputeByIdDecisionRoute from "./dispute/[id]/decision/route";
import * as disputeByIdEvidenceByEvidenceIdRoute from "./dispute/[id]/evidence/[evidenceId]/route";
import * as disputeByIdScreeningRoute from "./dispute/[id]/screening/route";
import * as emailRoute from "./email/route";
import * as emailConfirmRoute from "./email/confirm/route";
import * as emailConfirmationRoute from "./email/confirmation/route";
import * as evaluationRoute from "./evaluation/route";
import * as evaluationByIdRoute from "./evaluation/[id]/route";
import * as evaluationByIdCommentRoute from "./evaluation/[id]/comment/route";
import * as evaluationByIdConfirmRoute from "./evaluation/[id]/confirm/route";
import * as evaluationByIdConfirmationEmailRoute from "./evaluation/[id]/confirmation-email/route";
import * as evaluationByIdDisputeRoute from "./evaluation/[id]/dispute/route";
import * as evaluationByIdPublishRoute from "./evaluation/[id]/publish/route";
import * as evaluationByIdReportRoute from "./evaluation/[id]/report/route";
import * as evaluationByIdVerifyRoute from "./evaluation/[id]/verify/route";
import * as evaluationVerificationCodeRoute from "./evaluation/verification-code/route";
import * as healthRoute from "./health/route";
import * as invitationRoute from "./invitation/route";
import * as invitationUnsubscribeRoute from "./invitation/unsubscribe/route";
import * as jobsPublishEvaluationsRoute from "./jobs/publish-evaluations/route";
import * as postalCodeRoute from "./postalCode/route";
import * as questionDefinitionRoute from "./questionDefinition/route";
import * as questionDefinitionByIdRoute from "./questionDefinition/[id]/route";
import * as questionDefinitionOrderRoute from "./questionDefinition/order/route";
import * as salesAgentRoute from "./salesAgent/route";
import * as salesAgentByIdRoute from "./salesAgent/[id]/route";
import * as searchRoute from "./search/route";
import * as searchAppearancesRoute from "./search/appearances/route";
import * as webhooksStripeRoute from "./webhooks/stripe/route";
import { createRouteHandler, json, type RouteHandler } from "@/lib/http/route";
import type { Documented } from "@/lib/http/route-contract";
import { openApiDocumentResponse } from "@/lib/openapi/responses";
import { buildOpenApiDocument } from "@/lib/openapi/registry";
import { renderDocsHtml } from "@/lib/openapi/render-docs";
import { operationsOf } from "@/lib/openapi/route-operations";

// GET /api/openapi.json – the OpenAPI 3.1 document, generated from the handlers' zod schemas
export const openApiDocument: Documented<RouteHandler> = createRouteHandler(
  { doc: { summary: "This document", tag: "meta", access: "anyone", response: openApiDocumentResponse } },
  async () => json(buildOpenApiDocument(operationsOf(API_ROUTES)), { headers: { "Cache-Control": "public, max-age=300" } }),
);

// GET /api/docs – the API reference page (server-rendered HTML)
export const apiReference: Documented<RouteHandler> = createRouteHandler(
  { doc: { summary: "The API reference page", tag: "meta", access: "anyone", success: { status: 200, description: "HTML", contentType: "text/html" } } },
  async () =>
    new Response(renderDocsHtml(operationsOf(API_ROUTES)), {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300" },
    }),
);

// Static imports: the bundler cannot resolve dynamic imports of bracketed folder names.
export const API_ROUTES = {
  account: accountRoute,
  "account/claim-search": accountClaimSearchRoute,
  "account/export": accountExportRoute,
  attachment: attachmentRoute,
  "attachment/[id]": attachmentByIdRoute,
  "auth/[...nextauth]": authNextauthRoute,
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
  docs: { GET: apiReference },
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
  "openapi.json": { GET: openApiDocument },
  postalCode: postalCodeRoute,
  questionDefinition: questionDefinitionRoute,
  "questionDefinition/[id]": questionDefinitionByIdRoute,
  "questionDefinition/order": questionDefinitionOrderRoute,
  salesAgent: salesAgentRoute,
  "salesAgent/[id]": salesAgentByIdRoute,
  search: searchRoute,
  "search/appearances": searchAppearancesRoute,
  "webhooks/stripe": webhooksStripeRoute,
};
