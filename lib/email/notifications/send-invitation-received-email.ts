// To a consultant: a company invites them to be listed as its member.
import "server-only";
import { queueMembershipEmail } from "./membership-email";
import type { OutboxTx, Recipient } from "./recipient";

export async function sendInvitationReceivedEmail(tx: OutboxTx, to: Recipient, details: { companyName: string }): Promise<string | null> {
  return queueMembershipEmail(tx, to, { kind: "invitationReceived", purpose: "membershipInvitation", path: "/account/profile", details });
}
