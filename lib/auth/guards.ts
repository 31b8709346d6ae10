// The one place that turns access rules into page outcomes: layouts and pages call requirePageActor /
// requireRoute (API routes declare their rule in the route wrapper, lib/http/route.ts).
import "server-only";
import { getLocale } from "next-intl/server";
import { headers } from "next/headers";
import { redirect } from "@/lib/i18n/navigation";
import type { Actor, UserActor } from "./actor";
import { logAuthEvent } from "./audit-log";
import { getPageActor } from "./page-actor";
import { safeCallbackPath } from "./redirect-target";
import { accessRuleFor, decideAccess, decideAreaAccess, ROUTE_ACCESS, type AccessDecision, type AccessRule, type GuardedRoute } from "./route-permissions";

import { PATHNAME_HEADER } from "./guards-header";

async function currentPath(): Promise<string | null> {
  return safeCallbackPath((await headers()).get(PATHNAME_HEADER));
}

function signInHref(callbackPath: string | null): string {
  return callbackPath ? `/sign-in-callback?${new URLSearchParams({ callbackUrl: callbackPath })}` : "/sign-in-callback";
}

async function refuse(actor: Actor, decision: Exclude<AccessDecision, "allowed">, rule: AccessRule, path: string | null): Promise<never> {
  const locale = await getLocale();
  logAuthEvent({
    event: "access_refused",
    userId: actor.kind === "user" ? actor.userId : "anonymous",
    path: path ?? undefined,
    permission: rule.permission ?? (rule.platformAdmin ? "platformAdmin" : undefined),
    reason: decision,
  });
  if (decision === "unauthenticated") return redirect({ href: signInHref(path), locale });
  // A page of its own, outside the guarded areas: refusing never loops.
  return redirect({ href: "/forbidden", locale });
}

/**
 * The signed-in actor allowed by the rule; otherwise the visitor is sent to sign in (and back to
 * `path` afterwards) or to the 403 page. Pages pass their path when they know it.
 */
async function requirePageActor(rule: AccessRule = {}, options: { path?: string } = {}): Promise<UserActor> {
  const actor = await getPageActor();
  const decision = decideAccess(actor, rule);
  if (decision === "allowed" && actor.kind === "user") return actor;
  return refuse(actor, decision === "allowed" ? "unauthenticated" : decision, rule, safeCallbackPath(options.path) ?? (await currentPath()));
}

/** For a page of the route table: `await requireRoute("/administration/companies")` first thing in the page. */
export async function requireRoute(route: GuardedRoute, options: { path?: string } = {}): Promise<UserActor> {
  return requirePageActor(ROUTE_ACCESS[route], options);
}

/** For the layout of an area whose pages have different rules (anyOf). */
async function requireAreaActor(area: { anyOf: readonly AccessRule[] }): Promise<UserActor> {
  const actor = await getPageActor();
  const decision = decideAreaAccess(actor, area);
  if (decision === "allowed" && actor.kind === "user") return actor;
  return refuse(actor, decision === "allowed" ? "unauthenticated" : decision, area.anyOf[0] ?? {}, await currentPath());
}

/**
 * For layouts. With the page's path (proxy header) the path's own rule applies, else the area's.
 * When a signed-out visitor's path is unknown the layout renders <SignInRedirect/>, which reads the
 * path in the browser so that the visitor comes back to it. Layouts do not re-render on client-side
 * navigation, so pages still call requireRoute (lib/auth/route-permissions.ts has the table).
 */
export async function layoutAccess(area: { anyOf: readonly AccessRule[] }): Promise<{ actor: UserActor } | { signIn: true }> {
  const actor = await getPageActor();
  const path = await currentPath();
  if (actor.kind !== "user" && !path) return { signIn: true };
  const rule = path ? accessRuleFor(path) : null;
  return { actor: rule ? await requirePageActor(rule, { path: path ?? undefined }) : await requireAreaActor(area) };
}
