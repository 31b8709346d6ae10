// Who is signed in, as the browser's islands on cached pages learn it: next-auth's session endpoint (which
// checks the Session row), asked once for all the islands of a page that want to know (the header's
// account menu, the company page's join button). A hand-written check of the answer: zod would put the whole schema
// library into the first load of every page for this one object.

export type SessionAccount = {
  name: string | null;
  isPlatformAdmin: boolean;
  hasConsultant: boolean;
  administersCompany: boolean;
  /** The signed-in user's consultant profile, or null. */
  consultantId: number | null;
  /** Unread lead-inbox conversations. */
  unread: number;
};

let pending: Promise<SessionAccount | null> | null = null;

/**
 * The signed-in account (null: signed out, or the endpoint did not answer). Islands that ask while a request
 * is under way (all of a page's, as they hydrate together) share it; one that asks later (after a sign-in,
 * on a page opened afterwards) gets a fresh answer.
 */
export function sessionAccount(): Promise<SessionAccount | null> {
  pending ??= fetch("/api/auth/session", { cache: "no-store", credentials: "same-origin" })
    .then((r) => (r.ok ? r.json() : null))
    .then(readAccount, () => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}

function readAccount(body: unknown): SessionAccount | null {
  const account = body && typeof body === "object" ? (body as { account?: unknown }).account : null;
  if (!account || typeof account !== "object") return null;
  const a = account as Record<string, unknown>;
  const flags = [a.isPlatformAdmin, a.hasConsultant, a.administersCompany];
  if (!(a.name === null || typeof a.name === "string") || !flags.every((f) => typeof f === "boolean")) return null;
  return {
    name: a.name as string | null,
    isPlatformAdmin: a.isPlatformAdmin as boolean,
    hasConsultant: a.hasConsultant as boolean,
    administersCompany: a.administersCompany as boolean,
    consultantId: typeof a.consultantId === "number" && Number.isInteger(a.consultantId) ? a.consultantId : null,
    unread: typeof a.unreadConversations === "number" && a.unreadConversations > 0 ? Math.floor(a.unreadConversations) : 0,
  };
}
