// Sign-in failures and refused accesses, one JSON line each on stderr (collected by the host's log
// shipping). Who, what and when only: never tokens, secrets or customers' e-mail addresses.
export type AuthEvent =
  | { event: "sign_in_failed"; reason: string; provider: string; userId?: string }
  | { event: "sign_in"; provider: string; userId: string }
  | { event: "sign_out"; userId: string }
  | { event: "access_refused"; userId: string; path?: string; permission?: string; reason: "unauthenticated" | "forbidden" }
  | { event: "bearer_rejected"; reason: string; path?: string }
  | { event: "auth_error"; code: string };

/** Irreversible decisions of platform administrators; never customers' data, only ids and counts. */
export type AuditEvent =
  | { event: "consultant_erased"; userId: string; consultantId: number; number: string; evaluations: number }
  | { event: "registration_recorded" | "registration_changed"; userId: string; consultantId: number; registrationId: number; kind: string }
  | { event: "registration_removed"; userId: string; consultantId: number; registrationId: number }
  | ({ event: "consultants_merged"; userId: string; consultantId: number; mergedConsultantId: number; number: string } & Record<string, number | string>);

export function logAuditEvent(entry: AuditEvent): void {
  console.warn(JSON.stringify({ level: "info", time: new Date().toISOString(), audit: true, ...entry }));
}

export function logAuthEvent(entry: AuthEvent): void {
  const line = { level: entry.event === "sign_in" || entry.event === "sign_out" ? "info" : "warn", time: new Date().toISOString(), ...entry };
  console.warn(JSON.stringify(line));
}
