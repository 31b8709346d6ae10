// Confirming a public contact address by a link sent to it. The link's token is 32 random bytes,
// stored only as its sha256, spent on first use and valid for CONFIRMATION_TOKEN_DAYS; it confirms
// only the address it was sent to, so a link mailed before a change cannot confirm the new address.
import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/db/generated/client";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailTranslator, preferredEmailLocale } from "@/lib/email/translator";
import { AppError } from "@/lib/errors";
import { sha256Hex } from "@/lib/auth/one-time-tokens";
import { addressKey, consumeCap, withinCap } from "./caps";
import { CONFIRMATION_TOKEN_DAYS, HOLD_DAYS } from "./limits";
import { heldForColumns, lockOwnerAddress, ownerColumns, sameAddress, type ContactOwner } from "./owner";
import { contactEmailText } from "./texts";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

type Tx = Prisma.TransactionClient;
/** What the read-only inspection needs: the client itself or a transaction. */
type Reader = Pick<Tx, "$queryRaw" | "consultant" | "company">;
const DAY_MS = 86_400_000;

/** The page the link opens; it shows the address and asks for one click (mail scanners only GET). */
const CONFIRMATION_PATH = "/confirm-contact-email";

export type SendLinkResult = "sent" | "limited" | "alreadyConfirmed";

/**
 * Counts one link against its caps: per address always, per profile when the profile exists yet.
 * Called before the caller's transaction: the counters take a connection of their own, and a
 * transaction waiting for a second connection could exhaust the pool under load. "throw" answers
 * 429 in `locale` above a cap; "skip" returns false (an address change is saved without its link).
 */
export async function reserveConfirmationLink(
  owner: ContactOwner | null,
  email: string,
  options: { locale?: string; whenCapped: "skip" | "throw" },
): Promise<boolean> {
  const caps = [
    ...(owner ? [{ cap: RATE_LIMITS.contactConfirmationPerOwner, subject: `${owner.kind}:${owner.id}` }] : []),
    { cap: RATE_LIMITS.contactConfirmationPerAddress, subject: addressKey(email) },
  ];
  for (const { cap, subject } of caps) {
    if (options.whenCapped === "throw") await consumeCap(cap, subject, options.locale, "limits.confirmation");
    else if (!(await withinCap(cap, subject))) return false;
  }
  return true;
}

export type SendLinkOptions = {
  /** The language of the page that caused it; a consultant's own first language wins. */
  locale?: string;
  /** The instant of the change (the caller's clock). */
  now?: Date;
  /** The result of reserveConfirmationLink: false saves the change without a link. */
  reserved: boolean;
};

/**
 * Queues the confirmation mail for the owner's current address in the caller's transaction (the
 * change and its link commit together).
 */
export async function sendConfirmationLink(tx: Tx, owner: ContactOwner, options: SendLinkOptions): Promise<SendLinkResult> {
  const address = await lockOwnerAddress(tx, owner);
  if (!address) throw new AppError("not_found", `${owner.kind} not found`);
  if (address.confirmedAt) return "alreadyConfirmed";
  if (!options.reserved) return "limited";

  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  await tx.contactEmailConfirmation.create({
    data: { tokenHash: sha256Hex(token), ...ownerColumns(owner), email: address.email, expiresAt: new Date(now.getTime() + CONFIRMATION_TOKEN_DAYS * DAY_MS) },
  });
  const locale = preferredEmailLocale(address.languages, options.locale);
  const t = emailTranslator(locale);
  await enqueueEmail(tx, {
    recipientEmail: address.email,
    recipientName: address.name,
    templateName: "DefaultCallToAction",
    locale,
    purpose: "contactEmailConfirmation",
    values: {
      subject: t("contactConfirmation.subject"),
      headline: t("contactConfirmation.headline"),
      text: t(`contactConfirmation.text.${owner.kind}`, { name: address.name, email: address.email }),
      callToActionHeadline: t("contactConfirmation.ctaHeadline"),
      callToActionText: t("contactConfirmation.ctaText", { days: CONFIRMATION_TOKEN_DAYS }),
      callToActionLabel: t("contactConfirmation.ctaLabel"),
      callToActionUrl: appLink(locale, `${CONFIRMATION_PATH}?token=${token}`),
      closingText: t("contactConfirmation.closing"),
    },
  });
  return "sent";
}

export type TokenState = { state: "valid" | "used"; email: string; name: string } | { state: "expired" | "outdated" | "invalid" };

type TokenRow = { id: string; consultantId: number | null; companyId: number | null; email: string; expiresAt: Date; usedAt: Date | null };

function ownerOf(row: TokenRow): ContactOwner {
  return row.consultantId !== null ? { kind: "consultant", id: row.consultantId } : { kind: "company", id: row.companyId! };
}

async function findToken(tx: Reader, token: string, lock: boolean): Promise<TokenRow | undefined> {
  const hash = sha256Hex(token);
  const rows = lock
    ? await tx.$queryRaw<
        TokenRow[]
      >`SELECT "id", "consultantId", "companyId", "email", "expiresAt", "usedAt" FROM "ContactEmailConfirmation" WHERE "tokenHash" = ${hash} FOR UPDATE`
    : await tx.$queryRaw<
        TokenRow[]
      >`SELECT "id", "consultantId", "companyId", "email", "expiresAt", "usedAt" FROM "ContactEmailConfirmation" WHERE "tokenHash" = ${hash}`;
  return rows[0];
}

async function stateOf(tx: Reader, row: TokenRow | undefined, now: Date, lock: Tx | null) {
  if (!row) return { state: "invalid" as const };
  const address = lock ? await lockOwnerAddress(lock, ownerOf(row)) : await readOwnerAddress(tx, ownerOf(row));
  if (!address) return { state: "invalid" as const };
  if (!sameAddress(address.email, row.email)) return { state: "outdated" as const };
  if (row.usedAt) return { state: "used" as const, email: address.email, name: address.name, address };
  if (row.expiresAt <= now) return { state: "expired" as const };
  return { state: "valid" as const, email: address.email, name: address.name, address };
}

async function readOwnerAddress(tx: Reader, owner: ContactOwner) {
  if (owner.kind === "consultant") {
    const c = await tx.consultant.findUnique({
      where: { id: owner.id },
      select: { publicEmail: true, publicEmailConfirmedAt: true, givenName: true, familyName: true },
    });
    return c && { email: c.publicEmail, confirmedAt: c.publicEmailConfirmedAt, name: `${c.givenName} ${c.familyName}` };
  }
  const c = await tx.company.findUnique({ where: { id: owner.id }, select: { email: true, emailConfirmedAt: true, name: true } });
  return c && { email: c.email, confirmedAt: c.emailConfirmedAt, name: c.name };
}

/** What the link's page shows before the click: nothing changes. */
export async function inspectConfirmationToken(token: string, options: ServiceContext = {}): Promise<TokenState> {
  if (!/^[\w-]{43}$/.test(token)) return { state: "invalid" };
  const { db, now } = resolveContext(options);
  const found = await stateOf(db, await findToken(db, token, false), now, null);
  return found.state === "valid" || found.state === "used" ? { state: found.state, email: found.email, name: found.name } : { state: found.state };
}

export type ConfirmResult = { status: "confirmed" | "alreadyConfirmed"; released: number };

/**
 * Spends the token, marks the address confirmed and releases the messages that waited for it, in
 * one transaction. A second click answers "already confirmed" instead of an error.
 */
export async function confirmContactEmail(token: string, options: ServiceContext & { locale?: string } = {}): Promise<ConfirmResult> {
  const { db, now } = resolveContext(options);
  return db.$transaction(async (tx) => {
    const row = await findToken(tx, token, true);
    const found = await stateOf(tx, row, now, tx);
    if (found.state === "used") return { status: "alreadyConfirmed", released: 0 };
    if (found.state === "invalid") throw new AppError("not_found", contactEmailText(options.locale, "confirm.invalid"));
    if (found.state === "outdated") throw new AppError("conflict", contactEmailText(options.locale, "confirm.outdated"));
    if (found.state === "expired") throw new AppError("conflict", contactEmailText(options.locale, "confirm.expired"));
    const owner = ownerOf(row!);
    await tx.contactEmailConfirmation.update({ where: { id: row!.id }, data: { usedAt: now } });
    if (owner.kind === "consultant") await tx.consultant.update({ where: { id: owner.id }, data: { publicEmailConfirmedAt: now } });
    else await tx.company.update({ where: { id: owner.id }, data: { emailConfirmedAt: now } });
    const released = await releaseHeldMessages(tx, owner, found.address.email, now);
    return { status: "confirmed", released };
  });
}

/**
 * The waiting messages were written to the profile, not to an address: they go to the address just
 * confirmed (the one that may have replaced the address of the day they were written). Those older
 * than HOLD_DAYS are not sent, even when the job has not dropped them yet.
 */
async function releaseHeldMessages(tx: Tx, owner: ContactOwner, email: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - HOLD_DAYS * DAY_MS);
  const { count } = await tx.emailMessage.updateMany({
    where: { status: "held", ...heldForColumns(owner), createdAt: { gt: since } },
    data: { status: "pending", recipientEmail: email, nextAttemptAt: new Date(), heldForConsultantId: null, heldForCompanyId: null },
  });
  return count;
}

/** Job step: drops held messages older than HOLD_DAYS and spent or expired links. */
export async function dropExpiredHeldMessages(options: ServiceContext = {}): Promise<{ dropped: number; tokensRemoved: number }> {
  const { db, now } = resolveContext(options);
  const { count: dropped } = await db.emailMessage.deleteMany({
    where: { status: "held", createdAt: { lte: new Date(now.getTime() - HOLD_DAYS * DAY_MS) } },
  });
  const { count: tokensRemoved } = await db.contactEmailConfirmation.deleteMany({
    where: { OR: [{ expiresAt: { lte: now } }, { usedAt: { not: null, lte: new Date(now.getTime() - DAY_MS) } }] },
  });
  return { dropped, tokensRemoved };
}
