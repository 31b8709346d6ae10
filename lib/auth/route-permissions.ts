// Who may open which signed-in page: the one table (docs/product-rules.md#roles-and-permissions, where
// the rules are explained). Layouts, pages and the navigation panel all read it from here.
import type { Actor } from "./actor";
import type { Permission } from "./permissions";
import { trimEndChar } from "@/lib/text/trim-char";

/** What a page needs beyond being signed in. */
export type AccessRule = { permission?: Permission; platformAdmin?: boolean };

export const ROUTE_ACCESS = {
  "/account/create": {},
  "/account/profile": {},
  "/account/company": {},
  // The lead inbox: whose conversations a user sees is decided by lib/inbox/access.ts.
  "/account/inbox": {},
  "/account/inbox/[id]": {},
  // Dashboards and sales agents need no permission of their own: they are platform staff's business.
  "/administration": { platformAdmin: true },
  "/administration/dashboard/consultant": { platformAdmin: true },
  "/administration/dashboard/team": { platformAdmin: true },
  "/administration/companies": { permission: "read:companies" },
  "/administration/companies/add": { permission: "write:companies" },
  "/administration/companies/[id]": { permission: "write:companies" },
  "/administration/consultants": { permission: "read:consultants" },
  "/administration/consultants/add": { permission: "write:consultants" },
  "/administration/consultants/[id]": { permission: "write:consultants" },
  "/administration/salesAgents": { platformAdmin: true },
  "/administration/salesAgents/add": { platformAdmin: true },
  "/administration/salesAgent/[id]": { platformAdmin: true },
  "/administration/topics": { platformAdmin: true },
  "/administration/questionnaire": { platformAdmin: true },
  "/administration/reports": { platformAdmin: true },
  "/administration/evaluations": { platformAdmin: true },
  "/administration/outbox": { platformAdmin: true },
  "/administration/moderation": { platformAdmin: true },
  "/administration/moderation/audit": { platformAdmin: true },
  "/administration/moderation/notices/[id]": { platformAdmin: true },
  "/administration/moderation/appeals/[id]": { platformAdmin: true },
  "/administration/moderation/disputes/[id]": { platformAdmin: true },
} as const satisfies Record<string, AccessRule>;

export type GuardedRoute = keyof typeof ROUTE_ACCESS;

/** The administration area as a whole: platform staff, or anybody holding one of its permissions. */
export const ADMINISTRATION_AREA = { anyOf: [{ platformAdmin: true }, { permission: "read:companies" }, { permission: "read:consultants" }] } as const;

const LOCALE_PREFIX = /^\/(?:en|fr|it|de)(?=\/|$)/;

function segmentsMatch(pattern: string, path: string): boolean {
  const p = pattern.split("/");
  const s = path.split("/");
  return p.length === s.length && p.every((segment, i) => (segment.startsWith("[") ? s[i] !== "" : segment === s[i]));
}

/**
 * The rule of a path (with or without locale prefix): its table entry, else the strictest rule of its
 * area (unknown administration pages are for platform staff, account pages need a sign-in), else null
 * for a public page.
 */
export function accessRuleFor(pathname: string): AccessRule | null {
  const path = trimEndChar(pathname.split(/[?#]/)[0]!.replace(LOCALE_PREFIX, "") || "/", "/") || "/";
  for (const [pattern, rule] of Object.entries(ROUTE_ACCESS)) {
    if (segmentsMatch(pattern, path)) return rule;
  }
  if (path === "/administration" || path.startsWith("/administration/")) return { platformAdmin: true };
  if (path === "/account" || path.startsWith("/account/")) return {};
  return null;
}

export type AccessDecision = "allowed" | "unauthenticated" | "forbidden";

export function decideAccess(actor: Actor, rule: AccessRule): AccessDecision {
  if (actor.kind !== "user") return "unauthenticated";
  if (rule.platformAdmin && !actor.isPlatformAdmin) return "forbidden";
  if (rule.permission && !actor.permissions.includes(rule.permission)) return "forbidden";
  return "allowed";
}

export function decideAreaAccess(actor: Actor, area: { anyOf: readonly AccessRule[] }): AccessDecision {
  if (actor.kind !== "user") return "unauthenticated";
  return area.anyOf.some((rule) => decideAccess(actor, rule) === "allowed") ? "allowed" : "forbidden";
}
