// To a consultant: the company accepted their membership request.
import "server-only";
import { queueMembershipEmail } from "./membership-email";
import type { OutboxTx, Recipient } from "./recipient";

export async function sendRequestAcceptedEmail(tx: OutboxTx, to: Recipient, details: { companyName: string }): Promise<string | null> {
  return queueMembershipEmail(tx, to, { kind: "requestAccepted", purpose: "membershipAccepted", path: "/account/profile", details });
}
