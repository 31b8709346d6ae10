// Link targets in each language (lib/i18n/localized-href.ts): German without a prefix, the others with theirs.
import { describe, expect, it } from "vitest";
import { localizedHref } from "@/lib/i18n/localized-href";
import { splitLocale, switchLocalePath } from "@/lib/i18n/island-navigation";

describe("localizedHref", () => {
  it("prefixes app paths except in German, keeping query and fragment", () => {
    expect(localizedHref("/", "de")).toBe("/");
    expect(localizedHref("/", "fr")).toBe("/fr");
    expect(localizedHref("/#search", "en")).toBe("/en#search");
    expect(localizedHref("/#search", "de")).toBe("/#search");
    expect(localizedHref("/consultants?sort=name&page=2", "it")).toBe("/it/consultants?sort=name&page=2");
    expect(localizedHref("/consultants/42-anna-muster", "de")).toBe("/consultants/42-anna-muster");
  });

  it("leaves other addresses alone", () => {
    for (const href of ["https://example.org/x", "mailto:info@example.ch", "#results", "//cdn.example.org/a"]) expect(localizedHref(href, "fr")).toBe(href);
  });

  it("builds the query of an object target, repeating list values", () => {
    expect(localizedHref({ pathname: "/account/profile", query: { tab: "dashboard", page: 2, skip: undefined } }, "en")).toBe(
      "/en/account/profile?tab=dashboard&page=2",
    );
    expect(localizedHref({ pathname: "/", query: { topic: ["1", "2"] }, hash: "results" }, "de")).toBe("/?topic=1&topic=2#results");
  });
});

describe("the header islands' paths", () => {
  it("split the language off an address", () => {
    expect(splitLocale("/fr/consultants/42")).toEqual({ locale: "fr", path: "/consultants/42" });
    expect(splitLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/consultants")).toEqual({ locale: "de", path: "/consultants" });
    expect(splitLocale("/")).toEqual({ locale: "de", path: "/" });
  });

  it("switch language through the target's prefix (German's too), staying on the page", () => {
    expect(switchLocalePath("/companies", "fr", "de")).toBe("/de/companies");
    expect(switchLocalePath("/companies", "de", "it")).toBe("/it/companies");
    expect(switchLocalePath("/", "en", "fr")).toBe("/fr");
    expect(switchLocalePath("/companies", "de", "de")).toBe("/companies");
    expect(switchLocalePath("/companies", "en", "en")).toBe("/en/companies");
  });
});
