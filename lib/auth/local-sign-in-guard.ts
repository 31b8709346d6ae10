// The local sign-in's endpoints answer 404 when it is disabled (always in production): the provider
// is not registered then, and this guard refuses before next-auth sees the request at all.
import { localSignInEnabled, type Config } from "@/lib/config";
import { LOCAL_PROVIDER_ID } from "./provider-ids";
import { logAuthEvent } from "./audit-log";

export function localSignInRefused(segments: readonly string[], c?: Config): Response | null {
  const [action, provider] = segments;
  if (provider !== LOCAL_PROVIDER_ID || (action !== "signin" && action !== "callback")) return null;
  if (localSignInEnabled(c)) return null;
  logAuthEvent({ event: "sign_in_failed", provider: LOCAL_PROVIDER_ID, reason: "local sign-in is disabled" });
  return Response.json(
    { type: "about:blank", title: "Not found", status: 404, detail: "The local sign-in is not available." },
    { status: 404, headers: { "content-type": "application/problem+json" } },
  );
}
