// `npm run jobs:publish`: runs the release job once against DATABASE_URL (for a cron on a host
// without HTTP access to the app). Safe when it overlaps with the HTTP endpoint or another run.

// The job's modules are marked "server-only" for Next; outside React's server environment that
// marker would throw, so it resolves to an empty module here.
import "@/scripts/server-only-hook";

async function main() {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set");
  const { runEvaluationJobs } = await import("@/lib/jobs/run-evaluation-jobs");
  const { db } = await import("@/lib/db/client");
  const started = performance.now();
  const result = await runEvaluationJobs();
  const ms = Math.round(performance.now() - started);
  console.log(
    result.skipped
      ? `release job: another run holds the lock, nothing to do (${ms} ms)`
      : `release job: ${result.published} evaluations of ${result.consultants} consultants published, ` +
          `${result.deletedUnconfirmed} unconfirmed deleted, ${result.forgottenNetworks} network hashes forgotten, ` +
          `${result.invitationReminders} invitation reminders queued (${ms} ms)`,
  );
  await db().$disconnect();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
