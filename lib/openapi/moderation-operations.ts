// The due-process endpoints (docs/product-rules.md#due-process) in the OpenAPI document: notices from
// anyone, their confirmation and decision, the appeal and its decision. Kept apart from operations.ts
// so that the moderation work (notices, disputes, transparency) adds its operations here.
import { z } from "zod";
import {
  appealDecisionSchema,
  appealSchema,
  evaluationNoticeSchema,
  noticeConfirmationSchema,
  noticeDecisionSchema,
  profileNoticeSchema,
} from "@/lib/moderation/schema";
import { registerOperation, type Operation } from "./registry";

const id = z.object({ id: z.number().int().positive() });
const uuid = z.object({ id: z.uuid() });
const int = z.number().int();
const OUTCOMES = ["held", "released", "kept", "edited", "hidden", "removed", "restored", "checked", "disputeRejected"] as const;

/** lib/moderation/notices.ts NoticeAccepted: the same whether or not the reporter's open notice on the item exists. */
const noticeAcceptedResponse = z.object({ status: z.literal("confirmationSent") });
const noticeConfirmedResponse = z.object({ id: int, status: z.enum(["confirmed", "alreadyConfirmed"]) });
const noticeDecidedResponse = z.object({ id: int, decisionId: int, outcome: z.enum(["kept", "hidden", "removed"]) });
const appealReceivedResponse = z.object({ id: int, status: z.literal("open") });
const appealDecidedResponse = z.object({ id: int, decisionId: int, outcome: z.enum(OUTCOMES) });

const ADMIN = "platform administrators";
const ACCEPTED = {
  status: 202,
  description: "Accepted: a confirmation link is mailed to the reporter (the same answer when their open notice on this item exists)",
};

const ops: Operation[] = [
  {
    method: "post",
    path: "/api/evaluation/{id}/notice",
    tag: "moderation",
    summary:
      "Report a published review (subject review) or the consultant's comment on it (subject comment): reason, explanation, name, e-mail, good-faith statement. Hides nothing by itself; counts once the mailed link is followed; one open notice per reporter and item",
    access: "anyone",
    params: uuid,
    body: evaluationNoticeSchema,
    success: ACCEPTED,
    response: noticeAcceptedResponse,
  },
  {
    method: "post",
    path: "/api/consultant/{id}/notice",
    tag: "moderation",
    summary: "Report a profile: reason, explanation, name, e-mail, good-faith statement. Hides nothing by itself; counts once the mailed link is followed",
    access: "anyone",
    params: id,
    body: profileNoticeSchema,
    success: ACCEPTED,
    response: noticeAcceptedResponse,
  },
  {
    method: "post",
    path: "/api/moderation/notice/{id}/confirm",
    tag: "moderation",
    summary: "Confirm the reporter's address with the token of the mailed link: the notice enters the moderators' queue and a receipt is mailed",
    access: "the reporter with the token from the confirmation e-mail",
    params: id,
    body: noticeConfirmationSchema,
    response: noticeConfirmedResponse,
  },
  {
    method: "post",
    path: "/api/moderation/notice/{id}/decision",
    tag: "moderation",
    summary:
      "Decide a confirmed notice: kept, hidden or removed (with the public reason); every open notice on the same item is settled, the reporters and the affected side receive a statement of reasons",
    access: ADMIN,
    params: id,
    body: noticeDecisionSchema,
    response: noticeDecidedResponse,
  },
  {
    method: "post",
    path: "/api/moderation/appeal",
    tag: "moderation",
    summary: "Appeal a decision once, within 14 days, with the token of one's statement of reasons (the review's author or the consultant)",
    access: "the recipient of a statement of reasons, with its token",
    body: appealSchema,
    success: { status: 201, description: "Received: the appeal waits for an administrator other than the one who decided" },
    response: appealReceivedResponse,
  },
  {
    method: "post",
    path: "/api/moderation/appeal/{id}/decision",
    tag: "moderation",
    summary:
      "Uphold or reverse the appealed decision (reversal applies its opposite, e.g. restores a hidden review); both sides are told. 403 for the administrator who made the decision",
    access: `${ADMIN} other than the one who decided`,
    params: id,
    body: appealDecisionSchema,
    response: appealDecidedResponse,
  },
];

for (const op of ops) registerOperation(op);
