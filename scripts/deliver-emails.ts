// `npm run jobs:deliver-emails`: sends what waits in the e-mail outbox (for a cron; safe when runs
// overlap). Loops until the outbox has nothing due, at most --max-batches batches of --limit. Then drops
// the contact messages that waited 14 days for an address nobody confirmed (with or without SMTP).
import { dropExpiredHeldMessages } from "@/lib/contact-email/confirmation";
import { deliverPendingEmails } from "@/lib/email/deliver-pending";

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set");
  const limit = flag("limit", 100);
  const maxBatches = flag("max-batches", 10);
  const total = { claimed: 0, sent: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < maxBatches; batch++) {
    const result = await deliverPendingEmails({ limit });
    if (result.skipped) {
      console.log("SMTP_URL is not set: messages stay in the outbox");
      break;
    }
    total.claimed += result.claimed;
    total.sent += result.sent;
    total.retried += result.retried;
    total.failed += result.failed;
    if (result.claimed < limit) break;
  }
  console.log(`e-mail delivery: ${total.sent} sent, ${total.retried} to retry, ${total.failed} failed`);
  const held = await dropExpiredHeldMessages();
  console.log(`held contact messages: ${held.dropped} dropped after 14 days unconfirmed; ${held.tokensRemoved} old confirmation links removed`);
}

main()
  .then(() => process.exit(0))
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
