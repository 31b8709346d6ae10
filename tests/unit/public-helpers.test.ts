import { describe, expect, it } from "vitest";
import { truncateChipLabel } from "@/lib/format/chip-label";
import { idSlug, parseIdSlug } from "@/lib/seo/id-slug";
import { tagsFromText } from "@/lib/search/tags-from-text";
import { displayWebsite, normalizeWebsite } from "@/lib/profile-links/website";
import { parseYouTubeId } from "@/lib/profile-links/youtube";
import { localizedPath } from "@/lib/i18n/localized-path";
import { alternates } from "@/lib/seo/alternates";

describe("parseYouTubeId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=a_b-c1234XY", "a_b-c1234XY"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=42", "dQw4w9WgXcQ"],
    ["  http://youtu.be/dQw4w9WgXcQ  ", "dQw4w9WgXcQ"],
    // Saved without a scheme, as the profile form allows.
    ["youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("accepts %s", (link, id) => expect(parseYouTubeId(link)).toBe(id));

  it.each([
    [null],
    [""],
    ["not a url"],
    ["https://www.youtube.com/watch?v=short"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQX"],
    ["https://youtu.be/dQw4w9WgXc!"],
    ["https://vimeo.com/dQw4w9WgXcQ"],
    ["https://evil.example/watch?v=dQw4w9WgXcQ"],
    ["https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ"],
    ["https://www.youtube.com/playlist?list=dQw4w9WgXcQ"],
    ["javascript:alert(1)//youtu.be/dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ/extra"],
  ])("rejects %s", (link) => expect(parseYouTubeId(link)).toBeNull());
});

describe("normalizeWebsite", () => {
  it("prepends https:// when the scheme is missing", () => {
    expect(normalizeWebsite("www.alpenfinanz.ch")).toBe("https://www.alpenfinanz.ch");
    expect(normalizeWebsite(" example.ch/team ")).toBe("https://example.ch/team");
    expect(normalizeWebsite("example.ch:8080/x")).toBe("https://example.ch:8080/x");
  });
  it("keeps http and https addresses", () => {
    expect(normalizeWebsite("http://example.ch")).toBe("http://example.ch");
    expect(normalizeWebsite("HTTPS://example.ch")).toBe("HTTPS://example.ch");
  });
  it("refuses empty values and other schemes", () => {
    expect(normalizeWebsite(null)).toBeNull();
    expect(normalizeWebsite("   ")).toBeNull();
    expect(normalizeWebsite("javascript:alert(1)")).toBeNull();
    expect(normalizeWebsite("mailto:a@b.ch")).toBeNull();
  });
  it("shows the address without scheme and www", () => {
    expect(displayWebsite("https://www.example.ch/")).toBe("example.ch");
  });
});

describe("tagsFromText", () => {
  it("strips # and drops duplicates case-insensitively, keeping the first spelling", () => {
    expect(tagsFromText("#Pension, #tax pension ##Tax 3a")).toEqual(["Pension", "tax", "3a"]);
  });
  it("accepts a list", () => {
    expect(tagsFromText(["#a", "b", "#", "a"])).toEqual(["a", "b"]);
  });
  it("returns nothing for empty input", () => {
    expect(tagsFromText("")).toEqual([]);
    expect(tagsFromText(undefined)).toEqual([]);
  });
});

describe("truncateChipLabel", () => {
  it("keeps labels of up to 20 characters", () => {
    expect(truncateChipLabel("Vermögensverwaltung")).toBe("Vermögensverwaltung");
    expect(truncateChipLabel("12345678901234567890")).toBe("12345678901234567890");
  });
  it("cuts longer labels at 20 characters with an ellipsis", () => {
    expect(truncateChipLabel("Immobilien und Hypotheken")).toBe("Immobilien und Hypot…");
    expect(truncateChipLabel("123456789012345678901")).toBe("12345678901234567890…");
  });
});

describe("slugs", () => {
  it("make readable ASCII slugs", () => {
    expect(idSlug(42, "Anna Muster")).toBe("42-anna-muster");
    expect(idSlug(3, "Céline Rochat & Associés SA")).toBe("3-celine-rochat-associes-sa");
    expect(idSlug(7, "…")).toBe("7");
  });
  it("read the id from bare ids and slugs", () => {
    expect(parseIdSlug("42")).toBe(42);
    expect(parseIdSlug("42-anna-muster")).toBe(42);
    expect(parseIdSlug("42-")).toBe(42);
  });
  it("refuse anything else", () => {
    for (const bad of ["anna", "0", "-1", "42anna", "42.5", "", "12345678901", "%E0%A4%A"]) expect(parseIdSlug(bad), bad).toBeNull();
  });
});

describe("alternates", () => {
  it("put German without prefix and the others under /en, /fr, /it", () => {
    expect(localizedPath("/", "de")).toBe("/");
    expect(localizedPath("/", "fr")).toBe("/fr");
    expect(localizedPath("/consultants/42-anna", "it")).toBe("/it/consultants/42-anna");
    const a = alternates("/companies", "fr", "https://beraterwahl.ch");
    expect(a.canonical).toBe("https://beraterwahl.ch/fr/companies");
    expect(a.languages).toEqual({
      de: "https://beraterwahl.ch/companies",
      en: "https://beraterwahl.ch/en/companies",
      fr: "https://beraterwahl.ch/fr/companies",
      it: "https://beraterwahl.ch/it/companies",
      "x-default": "https://beraterwahl.ch/companies",
    });
  });
});

describe("readHomeSearch", () => {
  it("reads a perimeter search with tags from one text field", async () => {
    const { readHomeSearch } = await import("@/lib/search/home-search");
    const s = readHomeSearch({
      type: "perimeter",
      postalCode: "8001",
      perimeter: "20",
      consultingTopics: ["1", "3"],
      tags: "#Pension pension #tax",
      ratingCount: "100",
    });
    expect(s.status).toBe("ok");
    if (s.status !== "ok") return;
    expect(s.tab).toBe("find");
    expect(s.query).toMatchObject({
      type: "perimeter",
      postalCode: "8001",
      perimeter: 20,
      consultingTopics: [1, 3],
      tags: ["Pension", "tax"],
      ratingCount: 100,
    });
  });
  it("defaults the perimeter to 50 km and requires the postal code", async () => {
    const { readHomeSearch } = await import("@/lib/search/home-search");
    const ok = readHomeSearch({ type: "perimeter", postalCode: "3011" });
    expect(ok.status === "ok" && ok.query.perimeter).toBe(50);
    const missing = readHomeSearch({ type: "perimeter", postalCode: "" });
    expect(missing.status).toBe("invalid");
    expect(missing.status === "invalid" && missing.fields).toContain("postalCode");
  });
  it("opens the rate tab for a name search and shows nothing without a type", async () => {
    const { readHomeSearch } = await import("@/lib/search/home-search");
    expect(readHomeSearch({ type: "name", name: "Meier" })).toMatchObject({ status: "ok", tab: "rate" });
    expect(readHomeSearch({ tab: "compare" })).toEqual({ status: "none", tab: "compare" });
    expect(readHomeSearch({ tab: "bogus" })).toEqual({ status: "none", tab: "find" });
  });
});

describe("bookingWidgetUrl", () => {
  it("needs both credentials", async () => {
    const { bookingWidgetUrl } = await import("@/lib/profile-links/booking-widget");
    expect(bookingWidgetUrl("https://app.calenso.com/booking", null)).toBeNull();
    expect(bookingWidgetUrl("https://app.calenso.com/booking", { token: "abc", workerId: " " })).toBeNull();
    expect(bookingWidgetUrl("https://app.calenso.com/booking", { token: "a b&c", workerId: "10421" })).toBe(
      "https://app.calenso.com/booking?partner=a+b%26c&type=appointment&worker_id=10421",
    );
  });
});

describe("track", () => {
  it("does nothing outside the browser (no consent can exist there)", async () => {
    const { track } = await import("@/lib/analytics/track");
    expect(track("Search")).toBe(false);
  });
});
