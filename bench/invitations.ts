// Benchmark of the review-invitation import: a CSV of 500 rows (address, name, language) is parsed,
// checked against unsubscribes, earlier invitations and the daily cap, and stored with 500
// verification codes, 500 invitations and 500 queued e-mails in one transaction. Goal: < 1 s.
//
//   npx tsx bench/invitations.ts [--runs=N]        (BENCH_DATABASE_URL, else 127.0.0.1:5432, else embedded)
//
// Each run uses a fresh consultant (the daily cap is per consultant) on a scratch database that
// already holds the earlier runs' rows, so later runs also show the cost of a growing table.
import "@/scripts/server-only-hook";
import { performance } from "node:perf_hooks";
import { recreateDatabase, dropDatabase, resolveDatabase } from "./support/database";
import { summarize, ms } from "./support/stats";

const ROWS = 500;
const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 10);

async function main() {
  const database = await resolveDatabase();
  const name = `${database.name}_invitations`;
  const url = await recreateDatabase(database, name);
  process.env.DATABASE_URL = url;
  process.env.APP_URL ??= "https://www.beraterwahl.ch";
  const { migrate } = await import("@/lib/db/migrate");
  const { createPrismaClient } = await import("@/lib/db/create-client");
  const { sendInvitations } = await import("@/lib/invitations/send-invitations");
  await migrate(url);
  const db = createPrismaClient(url, 4);
  const languages = ["de", "fr", "it", "en"];
  const csv = (run: number) =>
    ["E-Mail;Name;Sprache", ...Array.from({ length: ROWS }, (_, i) => `kunde.${run}.${i}@example.ch;Kundin ${i};${languages[i % 4]}`)].join("\n");

  const times: number[] = [];
  try {
    // Warm-up: the first call loads the disposable-domain list and the message catalogues.
    const warm = await db.consultant.create({
      data: {
        number: "BI-warm",
        honorific: "mr",
        givenName: "Warm",
        familyName: "Up",
        streetName: "Weg",
        streetNumber: "1",
        postalCode: "8001",
        city: "Zürich",
        canton: "ZH",
        publicEmail: "w@example.ch",
        state: "active",
      },
    });
    const warmActor = {
      kind: "user",
      userId: "bench-warm",
      email: "w@example.ch",
      name: null,
      isPlatformAdmin: false,
      permissions: [],
      consultantId: warm.id,
      administeredCompanyId: null,
      via: "bearer",
    } as const;
    const cold = performance.now();
    await sendInvitations(warmActor, { recipients: csv(-1), locale: "de" }, { db, deliver: false });
    console.log(`first send after start (cold): ${ms(performance.now() - cold)}`);
    for (let run = 0; run < runs; run++) {
      const consultant = await db.consultant.create({
        data: {
          number: `BI-${run}`,
          honorific: "mrs",
          givenName: "Bench",
          familyName: `Beraterin ${run}`,
          streetName: "Weg",
          streetNumber: "1",
          postalCode: "8001",
          city: "Zürich",
          canton: "ZH",
          publicEmail: `bench${run}@example.ch`,
          state: "active",
        },
      });
      const actor = {
        kind: "user",
        userId: `bench-${run}`,
        email: "b@example.ch",
        name: null,
        isPlatformAdmin: false,
        permissions: [],
        consultantId: consultant.id,
        administeredCompanyId: null,
        via: "bearer",
      } as const;
      const text = csv(run);
      const t = performance.now();
      const result = await sendInvitations(actor, { recipients: text, locale: "de" }, { db, deliver: false });
      const elapsed = performance.now() - t;
      if (result.sent !== ROWS) throw new Error(`expected ${ROWS} invitations, stored ${result.sent}`);
      times.push(elapsed);
      console.log(`run ${run + 1}: ${ROWS} rows stored and queued in ${ms(elapsed)}`);
    }
    const queued = await db.emailMessage.count({ where: { purpose: "reviewInvitation", status: "pending" } });
    const s = summarize(times);
    console.log(`\ninvitation import of ${ROWS} rows on ${database.kind}, ${runs} runs (${queued} e-mails queued):`);
    console.log(`  median ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)} (goal: < 1000 ms)`);
  } finally {
    await db.$disconnect();
    await dropDatabase(database, name);
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
