// The mail the end-to-end server sends, as it arrived over SMTP. scripts/test.ts runs a loopback SMTP server
// (tests/support/smtp.ts) for the whole e2e run and gives the server its address (E2E_SMTP_URL, which
// playwright.config.ts passes on as SMTP_URL); every message that arrives is kept as one .eml file in E2E_MAIL_DIR,
// where the specs (other processes) read it. A file holds the message as it arrived, behind one Delivered-To line
// per envelope recipient, as a delivering mail server adds them. This module imports no test runner: the catcher
// runs in scripts/test.ts, the reader in Playwright's workers.
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

export type CaughtMail = ParsedMail & { deliveredTo: string[] };

/** For the catcher: empties `dir` and returns the function that keeps each message there, in order of arrival. */
export function keepMailIn(dir: string): (raw: Buffer, envelopeTo: string[]) => Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  return async (raw, envelopeTo) => {
    const name = `${String(++sequence).padStart(6, "0")}.eml`;
    const head = envelopeTo.map((address) => `Delivered-To: ${address}\r\n`).join("");
    // Renamed once complete: a reader never parses half a message.
    await writeFile(join(dir, `${name}.part`), Buffer.concat([Buffer.from(head), raw]));
    await rename(join(dir, `${name}.part`), join(dir, name));
  };
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run the end-to-end tests through scripts/test.ts --e2e, which catches the server's mail");
  return dir;
}

function mailFiles(): string[] {
  return readdirSync(mailDir())
    .filter((name) => name.endsWith(".eml"))
    .sort();
}

/** How many messages have arrived so far: pass it as `after` to wait for a newer one only. */
export function mailCount(): number {
  return mailFiles().length;
}

const parsed = new Map<string, CaughtMail>();

async function read(name: string): Promise<CaughtMail> {
  const known = parsed.get(name);
  if (known) return known;
  const mail = await simpleParser(readFileSync(join(mailDir(), name)));
  const deliveredTo = mail.headerLines.filter((h) => h.key === "delivered-to").map((h) => h.line.slice(h.line.indexOf(":") + 1).trim());
  const caught = Object.assign(mail, { deliveredTo });
  parsed.set(name, caught);
  return caught;
}

/**
 * The first message that arrived after the first `after` ones and `matches`; waits for it up to `timeout` ms, then
 * fails naming what did arrive.
 */
export async function waitForMail(matches: (mail: CaughtMail) => boolean, { after = 0, timeout = 15_000 } = {}): Promise<CaughtMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const arrived = await Promise.all(mailFiles().slice(after).map(read));
    const found = arrived.find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = arrived.map((m) => `  ${m.deliveredTo.join(", ")}: ${m.subject ?? "(no subject)"}`).join("\n");
      throw new Error(`no matching mail arrived within ${timeout} ms; ${arrived.length} other(s) did${seen ? `:\n${seen}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
