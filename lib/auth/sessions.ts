// Server-side sessions: the browser's (encrypted, HttpOnly) next-auth cookie carries only a random
// session id; the Session row decides on every request. Deleting the row (sign-out) or disabling
// the user takes effect on the next request, on every app server.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { config } from "@/lib/config";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { UserActor } from "./actor";
import { toPermissions } from "./claims";

/** Absolute lifetime of a session; the user signs in again after it. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export type Identity = { email: string; name: string | null; roles: string[]; permissions: string[] };

// The row stores a hash: a database leak does not hand out usable session ids.
const hashSessionId = (sid: string) => createHash("sha256").update(sid).digest("hex");

/** Creates or updates the user of a sign-in with what the identity provider says now. */
export async function upsertUser(identity: Identity): Promise<{ id: string; disabledAt: Date | null }> {
  const email = identity.email.trim().toLowerCase();
  const data = { name: identity.name, roles: identity.roles, permissions: toPermissions(identity.permissions) };
  return db().user.upsert({
    where: { email },
    create: { email, ...data },
    update: data,
    select: { id: true, disabledAt: true },
  });
}

export async function findUserByEmail(email: string): Promise<{ id: string; disabledAt: Date | null } | null> {
  return db().user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true, disabledAt: true } });
}

export async function createSession(userId: string): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  await db().session.create({
    data: { sessionToken: hashSessionId(sid), userId, expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) },
  });
  return sid;
}

/** Ends a session; returns the user it belonged to (for the log). */
export async function deleteSession(sid: string): Promise<string | null> {
  const sessionToken = hashSessionId(sid);
  const row = await db().session.findUnique({ where: { sessionToken }, select: { userId: true } });
  await db().session.deleteMany({ where: { sessionToken } });
  return row?.userId ?? null;
}

type SessionRow = {
  userId: string;
  email: string | null;
  name: string | null;
  roles: string[];
  permissions: string[];
  consultantId: number | null;
  companyId: number | null;
  companyLinkState: string | null;
};

/** The actor of a live session (not expired, user not disabled), in one query; null otherwise. */
export async function loadSessionActor(sid: string): Promise<UserActor | null> {
  const rows = await db().$queryRaw<SessionRow[]>`
    SELECT u."id" AS "userId", u."email", u."name", u."roles", u."permissions",
           c."id" AS "consultantId", c."companyId", c."companyLinkState"::text AS "companyLinkState"
      FROM "Session" s
      JOIN "User" u ON u."id" = s."userId"
      LEFT JOIN "Consultant" c ON lower(c."email") = u."email"
     WHERE s."sessionToken" = ${hashSessionId(sid)}
       AND s."expires" > now()
       AND u."disabledAt" IS NULL
     LIMIT 1`;
  const row = rows[0];
  if (!row || !row.email) return null;
  return toUserActor(row, "session");
}

/** The consultant matched to an e-mail address (case-insensitive, the unique index on lower(email)). */
export async function consultantLinkForEmail(email: string): Promise<Pick<SessionRow, "consultantId" | "companyId" | "companyLinkState">> {
  const rows = await db().$queryRaw<Pick<SessionRow, "consultantId" | "companyId" | "companyLinkState">[]>`
    SELECT c."id" AS "consultantId", c."companyId", c."companyLinkState"::text AS "companyLinkState"
      FROM "Consultant" c WHERE lower(c."email") = lower(${email}) LIMIT 1`;
  return rows[0] ?? { consultantId: null, companyId: null, companyLinkState: null };
}

export function toUserActor(row: SessionRow, via: UserActor["via"]): UserActor {
  if (!row.email && via === "session") throw new AppError("unauthenticated", "session without e-mail");
  return {
    kind: "user",
    userId: row.userId,
    email: row.email ?? "",
    name: row.name,
    isPlatformAdmin: row.roles.includes(config().OIDC_ADMIN_ROLE),
    permissions: toPermissions(row.permissions),
    consultantId: row.consultantId,
    administeredCompanyId: row.companyLinkState === "administrator" ? row.companyId : null,
    via,
  };
}

export type { SessionRow };
