// The response headers every answer carries, whoever produced it (a page, the API, a static file,
// Next's own error page, or our server's refusal of a malformed request). Pure: the project's HTTP
// server (lib/server/app-server.ts) computes them once at start from the runtime configuration, so
// the booking host and APP_URL of the deployment apply without a rebuild.
//
// Script sources: 'self' plus 'unsafe-inline', no nonces, no hashes. The App Router streams each
// page's data as inline <script>self.__next_f.push(…)</script> whose text changes with the data, so
// hashes cannot be known in advance, and a nonce forces every page to render per request, which the
// static-shell issue's page cache must not pay. docs/security.md weighs the alternatives.
export type SecurityHeaderOptions = {
  appUrl: string;
  bookingWidgetUrl: string;
  analyticsScriptUrl?: string;
  /** next dev: React's debugging needs eval and the dev server's websocket. */
  dev?: boolean;
};

const YOUTUBE_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://www.youtube.com"] as const;

const originOf = (url: string | undefined) => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const analytics = originOf(options.analyticsScriptUrl);
  const booking = originOf(options.bookingWidgetUrl);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(analytics ? [analytics] : []), ...(options.dev ? ["'unsafe-eval'"] : [])],
    // No inline event handler attributes (onclick="…"): React never writes them, an injection would.
    "script-src-attr": ["'none'"],
    // React writes style="…" attributes for a few computed sizes.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(analytics ? [analytics] : []), ...(options.dev ? ["ws:", "wss:"] : [])],
    // 'self': the reviews widget's live preview in the account (lib/widget/).
    "frame-src": ["'self'", ...(booking ? [booking] : []), ...YOUTUBE_FRAME_ORIGINS],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (new URL(options.appUrl).protocol === "https:") policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** The headers our server adds to every response (next.config.mjs adds the static ones too). */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
  };
  // Only where the public address is https: HSTS on http://localhost would pin a developer's browser.
  if (new URL(options.appUrl).protocol === "https:") headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * The paths any site may frame: the reviews widget (/consultants/{id}/widget, /companies/{id}/widget,
 * lib/widget/), made for an <iframe> on the profile owner's own site. Every other answer keeps
 * frame-ancestors 'self' and X-Frame-Options SAMEORIGIN (next.config.mjs excludes the same paths).
 */
export function isFrameablePath(target: string): boolean {
  const pathname = target.split("?", 1)[0]!;
  return /^\/(?:consultants|companies)\/\d{1,10}\/widget$/.test(pathname);
}

/**
 * The widget's policy: framed by anybody, and allowed nothing but its own inline style sheet (no
 * script, no request, no form, no base), so a frame on a stranger's site can do nothing but show.
 */
function frameablePolicy(options: Pick<SecurityHeaderOptions, "appUrl">): string {
  const policy = ["default-src 'none'", "style-src 'unsafe-inline'", "base-uri 'none'", "form-action 'none'", "frame-ancestors *"];
  if (new URL(options.appUrl).protocol === "https:") policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** The headers our server adds to the frameable paths instead of securityHeaders: no X-Frame-Options. */
export function frameableSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const { "X-Frame-Options": _sameOrigin, ...headers } = securityHeaders(options);
  // next.config.mjs sends the rest of its static headers to every other path; this one as well.
  return { ...headers, "Content-Security-Policy": frameablePolicy(options), "Permissions-Policy": "camera=(), microphone=(), geolocation=()" };
}
