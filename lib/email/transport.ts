// The SMTP transport from SMTP_URL; null when none is configured (messages then wait in the outbox).
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "@/lib/config";

export type MailTransport = Pick<Transporter, "sendMail">;

let cached: { url: string; transport: Transporter } | undefined;

export function smtpTransport(url: string | undefined = config().SMTP_URL): MailTransport | null {
  if (!url) return null;
  if (cached?.url !== url) {
    cached?.transport.close();
    // Short timeouts: a hanging SMTP server must not hold the claimed batch for long; the lock
    // (lockedUntil) outlives them, so a slow send is never sent twice by another deliverer.
    cached = { url, transport: nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }) };
  }
  return cached.transport;
}
