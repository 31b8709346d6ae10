// Which requests the insights count (issue 32): browsers yes; crawlers, tools, previews and prefetches no.
import { describe, expect, it } from "vitest";
import { isBotUserAgent, isCountableRequest, isPrefetch } from "@/lib/insight-counters/countable-request";
import { ratingLinkEvent } from "@/lib/insights/rating-link-event";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe("the insights' visitor filter", () => {
  it("counts browsers", () => {
    for (const ua of [CHROME, SAFARI_IPHONE, FIREFOX]) expect(isBotUserAgent(ua), ua).toBe(false);
  });

  it("leaves out crawlers, link previews, headless browsers, monitors and tools", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; YandexBot/3.0)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Mozilla/5.0 (compatible; UptimeRobot/2.0)",
      "WhatsApp/2.23.20.0",
      "curl/8.5.0",
      "python-requests/2.32",
      "",
      null,
      `Mozilla/5.0 ${"x".repeat(600)}`,
    ]) {
      expect(isBotUserAgent(ua), String(ua)).toBe(true);
    }
  });

  it("leaves out prefetches and prerenders of Chromium, Firefox and Next's router", () => {
    const prefetches: Record<string, string>[] = [
      { purpose: "prefetch" },
      { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { "x-moz": "prefetch" },
      { "next-router-prefetch": "1" },
    ];
    for (const headers of prefetches) {
      expect(isPrefetch(new Headers(headers)), JSON.stringify(headers)).toBe(true);
      expect(isCountableRequest(new Headers({ ...headers, "user-agent": CHROME }))).toBe(false);
    }
    expect(isCountableRequest(new Headers({ "user-agent": CHROME }))).toBe(true);
  });

  it("answers in time linear in a hostile User-Agent's length", () => {
    const started = performance.now();
    for (let i = 0; i < 1000; i++) isBotUserAgent(`Mozilla/5.0 ${"(a".repeat(250)}`);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("names the rating link's source: the QR card, a coded link or the common link", () => {
    expect(ratingLinkEvent("qr", "1234567890")).toBe("ratingLinkQr");
    expect(ratingLinkEvent(undefined, "1234567890")).toBe("ratingLinkCoded");
    expect(ratingLinkEvent(undefined, undefined)).toBe("ratingLinkCommon");
    expect(ratingLinkEvent("mail", undefined)).toBe("ratingLinkCommon");
  });
});
