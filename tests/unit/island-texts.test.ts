// Texts of the public islands that have no next-intl provider (docs/benchmarks.md, "First-load JS,
// 2026-11-29"): the translator they fetch on first use formats the messages the server gave them, and
// the server-side navigation writes the addresses next-intl's did.
import { describe, expect, it } from "vitest";
import { errorTextFor } from "@/components/forms/lazy-error-text";
import { translatorFor } from "@/lib/i18n/browser-translator";
import { pick } from "@/lib/i18n/client-messages";
import { getPathname } from "@/lib/i18n/navigation";
import de from "@/messages/de.json";
import fr from "@/messages/fr.json";

describe("the contact form's error texts", () => {
  const errorText = errorTextFor("fr", pick(fr, ["validation"]));

  it("formats a schema's key, with the value it carries", () => {
    expect(errorText("validation.required")).toBe(fr.validation.required);
    expect(errorText("validation.maxLength|2000")).toBe(fr.validation.maxLength.replace("{max}", "2000"));
  });

  it("shows the server's own text as it is and nothing for no error", () => {
    expect(errorText(null)).toBeNull();
    expect(errorText("unknown.key")).toBe(fr.validation.required);
  });
});

describe("the place search's counts", () => {
  it("are plural in the page's language", () => {
    const t = translatorFor("de", pick(de, ["placeSearch"]), "placeSearch");
    expect(t("count", { count: 1 })).not.toBe(t("count", { count: 3 }));
    expect(t("placeCodes", { canton: "VD", count: 4 })).toContain("VD");
  });
});

describe("server-side addresses", () => {
  it("carry the language's prefix except German's, and the query", () => {
    expect(getPathname({ href: "/", locale: "de" })).toBe("/");
    expect(getPathname({ href: "/sign-in-callback", locale: "fr" })).toBe("/fr/sign-in-callback");
    expect(getPathname({ href: { pathname: "/unsubscribe", query: { status: "invalid" } }, locale: "it" })).toBe("/it/unsubscribe?status=invalid");
    expect(getPathname({ href: "/x", locale: "xx" })).toBe("/x");
  });
});
