// "Right after the action when possible": after a request has committed its outbox rows, this
// process tries to send them without making the request wait. Whatever fails here stays pending
// and the job (scripts/deliver-emails.ts, the jobs endpoint) picks it up later.
import "server-only";
import { describeErrorForLog } from "@/lib/http/log-error";
import { deliverPendingEmails } from "./deliver-pending";

let running: Promise<void> | null = null;
let again = false;

/** Fire-and-forget; never throws, never awaited in the request path. */
export function deliverSoon(): void {
  // One run at a time per process; a request arriving during a run asks for one more pass,
  // so its message is not left for the cron.
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await deliverPendingEmails({ limit: 20 });
      } catch (error) {
        console.error(`[email] immediate delivery failed; the outbox job will retry: ${describeErrorForLog(error)}`);
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
}

/** For tests and graceful shutdown: resolves when the current background run has finished. */
export async function whenDeliveredSoon(): Promise<void> {
  while (running) await running;
}
