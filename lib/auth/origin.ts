// Cross-site request forgery defence for our own mutating routes and server actions: a browser
// always sends Origin on cross-site POST/PUT/PATCH/DELETE (and Sec-Fetch-Site), so a request
// whose origin is not ours is refused. Bearer-token clients send no cookies and are not at risk.
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function ownOrigins(request: Request): Set<string> {
  const origins = new Set<string>([new URL(config().APP_URL).origin]);
  // The origin the server was reached at (direct access on a port, tests); behind a proxy APP_URL counts.
  try {
    origins.add(new URL(request.url).origin);
  } catch {
    // a relative URL is not possible for a real Request
  }
  return origins;
}

/** Throws AppError "forbidden" when a state-changing request comes from another site. */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  // API clients with a bearer token carry no ambient credentials: nothing to forge.
  if (/^Bearer\s/i.test(request.headers.get("authorization") ?? "") && !request.headers.get("cookie")) return;
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  // "null" comes from sandboxed frames, data: URLs and privacy redirects: never our own page.
  if (origin === "null") throw new AppError("forbidden", "cross-site request refused");
  if (origin !== null) {
    if (ownOrigins(request).has(origin)) return;
    throw new AppError("forbidden", "cross-site request refused");
  }
  // Old browsers omit Origin on same-origin requests; Sec-Fetch-Site still tells the truth when present.
  if (fetchSite !== null) {
    if (fetchSite === "same-origin" || fetchSite === "none") return;
    throw new AppError("forbidden", "cross-site request refused");
  }
  // Neither header: not a browser (curl, server-to-server), which cannot send a victim's cookie unasked.
}
