// The reviews widget's document (lib/widget/render-widget.ts): how a long review is shortened, and
// that what a reviewer or a profile owner typed can never become markup in someone else's page.
import { describe, expect, it } from "vitest";
import { COMMENT_CHARACTERS, renderWidget, truncateText, type WidgetTexts } from "@/lib/widget/render-widget";
import { widgetSnippet } from "@/lib/widget/widget-embed";

describe("truncateText", () => {
  it("keeps a short text, with its whitespace tidied", () => {
    expect(truncateText("  Sehr   gut\n\nberaten. ")).toBe("Sehr gut beraten.");
  });

  it("cuts a long text at a word, drops trailing punctuation and adds an ellipsis", () => {
    const text = `${"Klar, ehrlich und fair beraten. ".repeat(10)}ENDE`;
    const short = truncateText(text);
    expect(Array.from(short).length).toBeLessThanOrEqual(COMMENT_CHARACTERS);
    expect(short.endsWith("…")).toBe(true);
    expect(short).not.toMatch(/[\s,.]…$/);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(text.charAt(short.length - 1)).toMatch(/[\s,.]/);
  });

  it("never cuts an emoji in half", () => {
    const short = truncateText("👍".repeat(200), 10);
    expect(short).toBe(`${"👍".repeat(9)}…`);
  });
});

const texts: WidgetTexts = {
  brand: "Beraterwahl",
  title: (name) => `Ratings of ${name}`,
  ratings: (_count, formatted) => `${formatted} ratings`,
  none: "No ratings yet",
  notPublic: "Ratings not public",
  stars: (_value, formatted) => `${formatted} of 5 stars`,
  evidenceTitle: () => "Who vouches",
  evidenceLabel: (kind) => kind,
  latest: "Latest",
  reviewOf: (name) => `Rating for ${name}`,
  disputedSince: (date) => `Disputed since ${date}`,
  allRatings: () => "All ratings",
  viewProfile: "View profile",
  legend: "What these labels mean",
  newWindow: "(new window)",
  unavailable: "Not available",
};

describe("renderWidget", () => {
  it("escapes every text from outside, in content and in attributes", () => {
    const html = renderWidget(
      {
        name: `<script>alert(1)</script>`,
        profileUrl: `https://beraterwahl.ch/consultants/1" onmouseover="x`,
        figures: { average: 4.5, count: 1, evidence: { platformChecked: 0, oneTimeCode: 0, consultantConfirmed: 0, none: 1 } },
        reviews: [
          {
            displayName: `Kurt <img src=x onerror=alert(1)>`,
            date: "2026-11-01T10:00:00.000Z",
            rating: 4.5,
            evidence: "none",
            comment: `</p><script>alert(2)</script>`,
            disputedSince: null,
            about: null,
          },
        ],
      },
      "en",
      texts,
    );
    expect(html).not.toMatch(/<script|<img|" onmouseover="/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('href="https://beraterwahl.ch/consultants/1&quot; onmouseover=&quot;x"');
    expect(html).toContain("01.11.2026");
  });

  it("draws the stars to the average and labels them for assistive technology", () => {
    const html = renderWidget(
      {
        name: "A",
        profileUrl: "https://x.ch/",
        figures: { average: 4.6, count: 2, evidence: { platformChecked: 1, oneTimeCode: 0, consultantConfirmed: 0, none: 1 } },
        reviews: [],
      },
      "en",
      texts,
    );
    expect(html).toContain('<span class="s" role="img" aria-label="4.6 of 5 stars"><i style="width:92.0%"></i></span>');
    // Only the rows that count something; the ✓ only on the platform's own check.
    expect(html).toContain('<li><span class="ck">✓ platformChecked</span><b>1</b></li><li><span>none</span><b>1</b></li>');
    expect(html).not.toContain("oneTimeCode");
  });
});

describe("widgetSnippet", () => {
  it("frames the widget in the chosen language, sandboxed, with the title escaped", () => {
    expect(widgetSnippet("https://beraterwahl.ch/", "consultant", 42, "fr", `Évaluations de "Anna" & Co`)).toBe(
      '<iframe src="https://beraterwahl.ch/consultants/42/widget?lang=fr" title="Évaluations de &quot;Anna&quot; &amp; Co" width="100%" height="640" style="max-width:600px;border:0" loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>',
    );
  });
});
