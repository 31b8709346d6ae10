// To a company administrator: a consultant asks to be listed as a member of the company.
import "server-only";
import { queueMembershipEmail } from "./membership-email";
import type { OutboxTx, Recipient } from "./recipient";

export async function sendMembershipRequestedEmail(
  tx: OutboxTx,
  to: Recipient,
  details: { consultantName: string; companyName: string },
): Promise<string | null> {
  return queueMembershipEmail(tx, to, { kind: "requested", purpose: "membershipRequested", path: "/account/company", details });
}
