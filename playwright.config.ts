// End-to-end tests in Debian's Chromium against the production server (scripts/serve.ts, what
// `npm start` runs: Next's handler inside our own server, NEXT_DIST_DIR's build) on a
// seeded database that scripts/test.ts prepares (E2E_DATABASE_URL).
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const isRoot = process.getuid?.() === 0;
// The sign-in journeys (tests/e2e/auth.spec.ts) start a real OpenID Connect issuer on this port;
// the server contacts it only when somebody signs in through it.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3192);
// Everything the server prints during the run (stdout and stderr) is kept in this file, for
// scripts/check-server-log.ts (no secrets, tokens or customers' e-mails in the logs). `tee` without
// -a starts it afresh: the server starts once per run. Its output still shows on the runner's
// stderr, and pipefail keeps the server's own exit code if it fails to start.
const serverLogFile = resolve(process.env.E2E_SERVER_LOG ?? `test-results/e2e-server-${port}.log`);
mkdirSync(dirname(serverLogFile), { recursive: true });
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
// The server sends its mail to the loopback SMTP server of scripts/test.ts (tests/support/e2e-mail.ts), as a
// deployment sends it to its mail server: every message is still written to the outbox first, then delivered.
const smtp: Record<string, string> = process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json"]],
  // Playwright empties this folder at start: keep it apart from the other reports in test-results/.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/playwright-artifacts",
  use: {
    baseURL,
    locale: "de-CH",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        ...(isRoot ? ["--no-sandbox"] : []),
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `bash -o pipefail -c ${shellQuote(`node --import tsx scripts/serve.ts 2>&1 | tee ${shellQuote(serverLogFile)} >&2`)}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      DEPLOYMENT_ENV: "test",
      LOCAL_SIGN_IN: "true",
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      OIDC_CLIENT_ID: "beraterwahl-e2e",
      OIDC_CLIENT_SECRET: "e2e-client-secret",
      APP_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      NEXTAUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
      JOBS_SECRET: "e2e-jobs-secret-0123456789",
      ...smtp,
    },
  },
});
