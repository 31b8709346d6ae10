// The policy every response carries (lib/server/security-headers.ts) and the targets our server refuses.
import { describe, expect, it } from "vitest";
import { jsonDepthExceeds } from "@/lib/http/route";
import { requestTargetProblem } from "@/lib/server/request-target";
import { contentSecurityPolicy, frameableSecurityHeaders, isFrameablePath, securityHeaders } from "@/lib/server/security-headers";

const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("Content-Security-Policy", () => {
  const policy = directives(contentSecurityPolicy({ appUrl: "https://beraterwahl.ch", bookingWidgetUrl: "https://app.calenso.com/booking" }));

  it("allows frames only from our own origin (the widget's preview), the booking host and YouTube, and nothing of plugins, bases or foreign forms", () => {
    expect(policy["frame-src"]).toEqual(["'self'", "https://app.calenso.com", "https://www.youtube-nocookie.com", "https://www.youtube.com"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'self'"]);
    expect(policy["default-src"]).toEqual(["'self'"]);
  });

  it("runs scripts from our origin only, never eval in production, never inline event handlers", () => {
    expect(policy["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy["script-src-attr"]).toEqual(["'none'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
  });

  it("adds the analytics origin only when one is configured", () => {
    const withAnalytics = directives(
      contentSecurityPolicy({
        appUrl: "http://localhost:3000",
        bookingWidgetUrl: "https://app.calenso.com/booking",
        analyticsScriptUrl: "https://stats.example.ch/script.js",
      }),
    );
    expect(withAnalytics["script-src"]).toContain("https://stats.example.ch");
    expect(withAnalytics["connect-src"]).toContain("https://stats.example.ch");
  });

  it("sends HSTS only when the public address is https", () => {
    expect(securityHeaders({ appUrl: "https://beraterwahl.ch", bookingWidgetUrl: "https://x.ch" })["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
    expect(securityHeaders({ appUrl: "http://localhost:3000", bookingWidgetUrl: "https://x.ch" })["Strict-Transport-Security"]).toBeUndefined();
  });
});

describe("the frameable paths (the reviews widget)", () => {
  it("are exactly the widget's two addresses, with or without a query", () => {
    for (const target of ["/consultants/42/widget", "/consultants/42/widget?lang=fr", "/companies/7/widget?lang=it"])
      expect(isFrameablePath(target), target).toBe(true);
    for (const target of [
      "/consultants/42",
      "/fr/consultants/42/widget",
      "/consultants/42/widget/",
      "/consultants/42/widgets",
      "/consultants/42-anna/widget",
      "/consultants/42/badge.svg",
      "/api/consultant/42/widget",
      "/x/consultants/42/widget",
    ])
      expect(isFrameablePath(target), target).toBe(false);
  });

  it("may be framed by any site, allow nothing but an inline style sheet, and send no X-Frame-Options", () => {
    const headers = frameableSecurityHeaders({ appUrl: "https://beraterwahl.ch", bookingWidgetUrl: "https://app.calenso.com/booking" });
    const policy = directives(headers["Content-Security-Policy"]!);
    expect(policy["frame-ancestors"]).toEqual(["*"]);
    expect(policy["default-src"]).toEqual(["'none'"]);
    expect(policy["style-src"]).toEqual(["'unsafe-inline'"]);
    expect(policy["script-src"]).toBeUndefined();
    expect(policy["upgrade-insecure-requests"]).toEqual([]);
    expect(headers["X-Frame-Options"]).toBeUndefined();
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
  });
});

describe("request targets", () => {
  it("refuses NUL and malformed percent-encodings in paths and queries", () => {
    expect(requestTargetProblem("/api/search?q=%00")).toMatch(/NUL/);
    expect(requestTargetProblem("/%E0%A4%A")).toMatch(/malformed/);
    expect(requestTargetProblem("/api/consultant?q=%zz")).toMatch(/malformed/);
    expect(requestTargetProblem("/de/berater?q=%ED%A0%80")).toMatch(/malformed/);
    expect(requestTargetProblem("/de/suche?q=M%C3%BCller+AG&page=2")).toBeNull();
    // Decoded once by the locale proxy and again by Next's router: an encoded "%" before no encoding breaks the second.
    expect(requestTargetProblem("/consultants/%25zz")).toMatch(/malformed/);
    expect(requestTargetProblem("/en/moderation/statement/%25E0%25A4%25A")).toMatch(/malformed/);
    expect(requestTargetProblem("/consultants/%2541")).toBeNull();
    expect(requestTargetProblem("/api/search?q=%25zz")).toBeNull();
  });
});

describe("JSON depth", () => {
  it("counts brackets outside strings only", () => {
    expect(jsonDepthExceeds("[".repeat(33) + "]".repeat(33), 32)).toBe(true);
    expect(jsonDepthExceeds("[".repeat(32) + "]".repeat(32), 32)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ text: "[".repeat(100) }), 32)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ text: '\\"[[[' }), 2)).toBe(false);
  });
});
