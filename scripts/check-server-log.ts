// Checks the e2e server's output (captured by playwright.config.ts) for what must never reach a log
// (issue 10): the configured secrets, session and identity-provider tokens, edit tokens,
// verification codes and e-mail addresses (customers', consultants', users'). Exit 1 with every
// offending line, the finding masked, or when no output was captured at all; exit 0 otherwise.
// Usage: npx tsx scripts/check-server-log.ts [log file]
//   (default: $E2E_SERVER_LOG, else test-results/e2e-server-$E2E_PORT.log, as playwright.config.ts)
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import config from "@/playwright.config";

type Finding = { kind: string; pattern: RegExp };

/** The secret values the e2e server runs with: every variable of its environment named like a secret. */
function configuredSecrets(): string[] {
  const servers = [config.webServer ?? []].flat();
  const env = Object.assign({}, ...servers.map((s) => s.env ?? {})) as Record<string, string>;
  return Object.entries(env)
    .filter(([name, value]) => /SECRET|PASSWORD|TOKEN|API_KEY|PRIVATE/i.test(name) && value.length >= 8)
    .map(([, value]) => value);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function findings(secrets: readonly string[]): Finding[] {
  return [
    ...secrets.map((s) => ({ kind: "configured secret", pattern: new RegExp(escape(s), "g") })),
    // Compact JWS/JWE: the session cookie, id and access tokens of the identity provider.
    { kind: "JSON web token", pattern: /\beyJ[\w-]{8,}\.[\w.-]*/g },
    { kind: "bearer token", pattern: /\bBearer\s+[\w.~+/=-]{12,}/gi },
    // Edit tokens: 32 random bytes in base64url (lib/auth/one-time-tokens.ts), alone or as a parameter.
    { kind: "edit token", pattern: /editToken["']?\s*[=:]\s*["']?[\w-]{8,}|(?<![\w-])[\w-]{43}(?![\w-])/g },
    // Verification codes: 10 digits, wherever they are named as a code.
    { kind: "verification code", pattern: /\b(?:verification)?code["']?\s*[=:]\s*["']?\d{10}\b/gi },
    { kind: "e-mail address", pattern: /(?<![\w.%+-])[\w.%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi },
  ];
}

// Terminal colours of Next's output would split a token in two.
// eslint-disable-next-line no-control-regex -- an ANSI escape starts with the control character ESC
const ANSI = /\u001b\[[0-9;]*m/g;

/** Every line with a finding, its findings replaced by their kind. */
function checkLog(text: string, secrets: readonly string[]): string[] {
  const rules = findings(secrets);
  const offending: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    let line = raw.replace(ANSI, "");
    const kinds = new Set<string>();
    for (const { kind, pattern } of rules) {
      line = line.replace(pattern, () => {
        kinds.add(kind);
        return `‹${kind} masked›`;
      });
    }
    if (kinds.size > 0) offending.push(`line ${index + 1} [${[...kinds].join(", ")}]: ${line}`);
  });
  return offending;
}

function main() {
  const file = resolve(process.argv[2] ?? process.env.E2E_SERVER_LOG ?? `test-results/e2e-server-${Number(process.env.E2E_PORT ?? 3100)}.log`);
  if (!existsSync(file)) {
    console.error(`check-server-log: ${file} does not exist: the e2e server's output was not captured`);
    process.exit(1);
  }
  const text = readFileSync(file, "utf8");
  if (text.trim() === "") {
    console.error(`check-server-log: ${file} is empty: the e2e server's output was not captured`);
    process.exit(1);
  }
  const offending = checkLog(text, configuredSecrets());
  if (offending.length > 0) {
    console.error(`check-server-log: ${offending.length} line(s) of ${file} hold secrets, tokens or e-mail addresses:`);
    for (const line of offending) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`check-server-log: ${file}: ${text.split(/\r?\n/).length} lines, no secrets, tokens or e-mail addresses`);
}

main();
