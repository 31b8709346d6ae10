// A real SMTP server on loopback (smtp-server) that parses what arrives (mailparser).
// stop() and start() on the same port simulate an outage of the mail server. scripts/test.ts runs one for the
// end-to-end server, keeping each message as a file through onMessage (tests/support/e2e-mail.ts).
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach } from "vitest";

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type TestSmtp = {
  port: number;
  url: string;
  received: ReceivedMail[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
};

type TestSmtpOptions = {
  /** Called with each message as it arrived, before the server accepts it (250): a message the sender counts as
   *  delivered has been handed over. */
  onMessage?: (raw: Buffer, envelopeTo: string[]) => Promise<void>;
};

export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // Do not wait for idle client connections when the test stops the server.
      closeTimeout: 200,
      onData(stream, session, callback) {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        (async () => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          const raw = Buffer.concat(chunks);
          await options.onMessage?.(raw, envelopeTo);
          received.push(Object.assign(await simpleParser(raw), { envelopeTo }));
        })().then(() => callback(), callback);
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const s = create();
      s.on("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s as unknown as { server: { address(): { port: number } } }).server.address().port;
        server = s;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      const s = server;
      server = null;
      s.close(() => resolve());
    });

  await start();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    start,
    stop,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, received ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
  };
}

/**
 * A test SMTP server for the whole file: started before all tests, emptied before each, stopped after all
 * (after the file's own afterAll hooks). Call it before the beforeAll that reads its url.
 */
export function setupTestSmtp(): TestSmtp {
  let server: TestSmtp | undefined;
  beforeAll(async () => {
    server = await startTestSmtp();
  });
  beforeEach(() => {
    current().received.length = 0;
  });
  afterAll(async () => {
    await server?.stop();
  });
  const current = () => {
    if (!server) throw new Error("the test SMTP server is not started: setupTestSmtp() runs in a beforeAll hook");
    return server;
  };
  return {
    get port() {
      return current().port;
    },
    get url() {
      return current().url;
    },
    get received() {
      return current().received;
    },
    start: () => current().start(),
    stop: () => current().stop(),
    waitFor: (count, timeoutMs) => current().waitFor(count, timeoutMs),
  };
}
