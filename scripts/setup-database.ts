// `npm run db:setup`: what `npm start` does to the database before it serves (migrations, reference
// data, demo data with SEED_DEMO=true or the embedded database), then exits. For servers started on
// their own: docker-compose runs it once as the `setup` service before both app servers start, so
// that two servers never seed at the same time.
import { prepareDatabase } from "./prepare-database";

prepareDatabase()
  .then(async ({ embedded }) => {
    await embedded?.stop();
  })
  .catch((error: unknown) => {
    console.error(`\nCannot set up the database: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
