// Many servers, one cache: two production servers on the e2e database share their page cache in a
// Redis of their own (REDIS_URL, cache-handler.mjs). A change made through server A shows on server B
// at its next request, although B had the page in the cache: a profile edit, and a consultant switched
// off (B redirects) and on again; a search's results; and the first render on B of a profile that A
// rendered (B renders from the shared cache, which the edit through A expired): edited, and switched off. A page
// past its revalidate time is still in the shared cache and served once more while it renders anew. The Redis
// is the test's own (tests/support/redis-server.ts); the servers use ports E2E_PORT + 300 and + 301.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { expect, test } from "@playwright/test";
import { createClient, RESP_TYPES } from "redis";
import { consultantWithCompany, fetchPage, RUN, updateConsultant, warm } from "@/tests/support/e2e-page-cache";
import { sqlRow } from "@/tests/support/e2e-database";
import { LOCAL_ACCOUNTS, signInLocally } from "@/tests/support/e2e-sign-in";
import { startRedisServer, type RedisServer } from "@/tests/support/redis-server";
import { decodePageEntry, encodePageEntry } from "@/redis-page-handler.mjs";

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORTS = [E2E_PORT + 300, E2E_PORT + 301] as const;
const [A, B] = [`http://127.0.0.1:${PORTS[0]}`, `http://127.0.0.1:${PORTS[1]}`] as const;

test.describe.configure({ mode: "serial", timeout: 240_000 });

const children: ChildProcess[] = [];
let redis: RedisServer | undefined;

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer:\n${log()}`);
}

function startServer(port: number): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      DEPLOYMENT_ENV: "test",
      LOCAL_SIGN_IN: "true",
      // One public address for both, as behind a load balancer (the cache keys carry it).
      APP_URL: `http://127.0.0.1:${PORTS[0]}`,
      NEXTAUTH_URL: `http://127.0.0.1:${PORTS[0]}`,
      NEXTAUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
      REDIS_URL: redis?.url ?? "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  children.push(child);
  return waitFor(`${base}/api/health`, child, () => output);
}

test.beforeAll(async () => {
  // Two production servers starting on a loaded machine.
  test.setTimeout(180_000);
  redis = await startRedisServer();
  await Promise.all(PORTS.map((port) => startServer(port)));
});

/**
 * Moves the stored copies of `path` in the shared cache `seconds` into the past, as if they had been
 * rendered that long ago (in the store's own format, redis-page-handler.mjs).
 */
async function agePage(path: string, seconds: number): Promise<number> {
  const client = createClient({ url: redis!.url });
  await client.connect();
  // Values as bytes; the scan stays on the plain client (its cursor must stay a string).
  const bytes = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  let aged = 0;
  try {
    for await (const keys of client.scanIterator({ MATCH: `*page:*${path}`, COUNT: 1000 })) {
      for (const key of keys) {
        const stored = await bytes.get(key);
        if (!stored) continue;
        const entry = decodePageEntry(stored);
        entry.lastModified -= seconds * 1000;
        const lifespan = entry.lifespan;
        for (const field of ["lastModifiedAt", "staleAt", "expireAt"] as const) {
          const at = lifespan?.[field];
          if (lifespan && at !== undefined) lifespan[field] = at - seconds;
        }
        await bytes.set(key, encodePageEntry(entry), { expiration: "KEEPTTL" });
        aged++;
      }
    }
  } finally {
    await client.quit();
  }
  return aged;
}

test.afterAll(async () => {
  const exited = children.map((child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, "exit")));
  for (const child of children.reverse()) child.kill("SIGTERM");
  await Promise.all(exited);
  await redis?.stop();
});

test("an edit through server A shows on server B at its next request", async ({ request, playwright }) => {
  const [a, b] = [A, B];
  await signInLocally(request, LOCAL_ACCOUNTS.platformAdmin, a);
  const visitor = await playwright.request.newContext();
  const c = await consultantWithCompany();
  const marker = `Prof${RUN}`;
  const path = `/en/consultants/${c.id}`;
  await warm(visitor, `${a}${path}`);
  // B finds the page A rendered in the shared cache.
  expect((await warm(visitor, `${b}${path}`)).html).not.toContain(marker);
  try {
    await updateConsultant(request, a, c.id, { title: marker });
    expect((await fetchPage(visitor, `${b}${path}`)).html).toContain(marker);
    expect((await fetchPage(visitor, `${b}/en/companies/${c.companyId}`)).html).toContain(marker);
  } finally {
    await updateConsultant(request, a, c.id, { title: c.title });
  }
  expect((await fetchPage(visitor, `${b}${path}`)).html).not.toContain(marker);
  await visitor.dispose();
});

test("a consultant switched off through server A redirects on server B", async ({ request, playwright }) => {
  const [a, b] = [A, B];
  await signInLocally(request, LOCAL_ACCOUNTS.platformAdmin, a);
  const visitor = await playwright.request.newContext();
  const c = await consultantWithCompany();
  const path = `/en/consultants/${c.id}`;
  await warm(visitor, `${b}${path}`);
  try {
    expect((await request.put(`${a}/api/consultant/${c.id}/disable`, { headers: { origin: a } })).status()).toBe(200);
    const disabled = await fetchPage(visitor, `${b}${path}`);
    expect(disabled.status).toBeGreaterThanOrEqual(300);
    expect(disabled.status).toBeLessThan(400);
    expect(new URL(disabled.location ?? "", b).pathname).toBe("/en");
  } finally {
    expect((await request.put(`${a}/api/consultant/${c.id}/activate`, { headers: { origin: a } })).status()).toBe(200);
  }
  expect((await fetchPage(visitor, `${b}${path}`)).status).toBe(200);
  await visitor.dispose();
});

test("a search on server B shows a profile edited through server A at its next request", async ({ request, playwright }) => {
  const [a, b] = [A, B];
  await signInLocally(request, LOCAL_ACCOUNTS.platformAdmin, a);
  const visitor = await playwright.request.newContext();
  const c = await consultantWithCompany();
  const { postalCode } = await sqlRow<{ postalCode: string }>(`SELECT "postalCode" FROM "Consultant" WHERE id = $1`, [c.id]);
  const search = `/en?type=perimeter&postalCode=${postalCode}&perimeter=5`;
  const marker = `Srch${RUN}`;
  // Asked on both servers (a repeated search may come from the shared cache): the consultant is among the results.
  for (const base of [a, b, b]) {
    const page = await fetchPage(visitor, `${base}${search}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`/en/consultants/${c.id}`);
    expect(page.html).not.toContain(marker);
  }
  try {
    await updateConsultant(request, a, c.id, { title: marker });
    const after = await fetchPage(visitor, `${b}${search}`);
    // In the first HTML response: no script fetches the results.
    expect(after.html).toContain(marker);
  } finally {
    await updateConsultant(request, a, c.id, { title: c.title });
  }
  expect((await fetchPage(visitor, `${b}${search}`)).html).not.toContain(marker);
  await visitor.dispose();
});

test("a profile's first render on server B shows the edit made through server A, and its redirect once switched off", async ({ request, playwright }) => {
  const [a, b] = [A, B];
  await signInLocally(request, LOCAL_ACCOUNTS.platformAdmin, a);
  const visitor = await playwright.request.newContext();
  const c = await consultantWithCompany();
  const marker = `First${RUN}`;
  // Another locale than the tests above: B has never rendered this page, A puts it into the shared cache.
  const path = `/fr/consultants/${c.id}`;
  await warm(visitor, `${a}${path}`);
  try {
    await updateConsultant(request, a, c.id, { title: marker });
    const first = await fetchPage(visitor, `${b}${path}`);
    expect(first.status).toBe(200);
    expect(first.html).toContain(marker);
    const italian = `/it/consultants/${c.id}`;
    await warm(visitor, `${a}${italian}`);
    expect((await request.put(`${a}/api/consultant/${c.id}/disable`, { headers: { origin: a } })).status()).toBe(200);
    const disabled = await fetchPage(visitor, `${b}${italian}`);
    expect(disabled.status).toBeGreaterThanOrEqual(300);
    expect(disabled.status).toBeLessThan(400);
    expect(new URL(disabled.location ?? "", b).pathname).toBe("/it");
  } finally {
    expect((await request.put(`${a}/api/consultant/${c.id}/activate`, { headers: { origin: a } })).status()).toBe(200);
    await updateConsultant(request, a, c.id, { title: c.title });
  }
  expect((await fetchPage(visitor, `${b}${path}`)).html).not.toContain(marker);
  await visitor.dispose();
});

test("a page past its revalidate time is served from the shared cache while it renders anew, not rendered while the visitor waits", async ({ playwright }) => {
  const visitor = await playwright.request.newContext();
  // A page no edit of the tests above expires: about us, rendered anew every hour.
  const path = "/it/about-us";
  await warm(visitor, `${A}${path}`);
  // Two hours later: past its revalidate time, well within the week Redis keeps a page.
  expect(await agePage(path, 2 * 3600)).toBe(1);
  const later = await fetchPage(visitor, `${B}${path}`);
  expect(later.status).toBe(200);
  expect(later.cache).toBe("STALE");
  // Rendered anew in the background: the next visitor gets the fresh page from the cache.
  await warm(visitor, `${B}${path}`);
  await visitor.dispose();
});
