// What the due-process routes answer (docs/product-rules.md#due-process), for the OpenAPI document.
import { z } from "zod";

const int = z.number().int();
const OUTCOMES = ["held", "released", "kept", "edited", "hidden", "removed", "restored", "checked", "disputeRejected"] as const;

/** lib/moderation/notices.ts NoticeAccepted: the same whether or not the reporter's open notice on the item exists. */
export const noticeAcceptedResponse = z.object({ status: z.literal("confirmationSent") });
export const noticeConfirmedResponse = z.object({ id: int, status: z.enum(["confirmed", "alreadyConfirmed"]) });
export const noticeDecidedResponse = z.object({ id: int, decisionId: int, outcome: z.enum(["kept", "hidden", "removed"]) });
export const appealReceivedResponse = z.object({ id: int, status: z.literal("open") });
export const appealDecidedResponse = z.object({ id: int, decisionId: int, outcome: z.enum(OUTCOMES) });
