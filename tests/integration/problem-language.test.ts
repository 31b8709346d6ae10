// The API's own messages in the client's language (issue 31, item 9): a problem's title and detail
// follow Accept-Language (de, en, fr, it; German when none of them is asked for), the way the
// invalid parameters already did.
import { describe, expect, it } from "vitest";
import { POST as attachmentPost } from "@/app/api/attachment/route";
import { GET as consultantGet } from "@/app/api/consultant/[id]/route";
import { POST as consultantPost } from "@/app/api/consultant/route";
import { negotiateLocale } from "@/lib/i18n/accept-language";
import { callJson, setupApiDatabase } from "@/tests/support/api";
import { platformAdmin, user } from "@/tests/support/actors";

setupApiDatabase();
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
type Problem = { title: string; detail: string; status: number };

describe("problem details in the client's language", () => {
  it("answers an oversize upload (413) in French when the client asks for French", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2048 * 1024)]);
    const res = await callJson<Problem>(attachmentPost, "POST", "/api/attachment", {
      actor: user(),
      headers: { "accept-language": "fr-CH,fr;q=0.9,en;q=0.8" },
      body: { fileName: "big.png", data: big.toString("base64") },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-language")).toBe("fr");
    expect(res.body).toMatchObject({ title: "Requête trop volumineuse", detail: "Le fichier dépasse la taille maximale de 2048 ko." });
  });

  it("answers a body over the route's cap (413) and a wrong media type (415) in Italian", async () => {
    const headers = { "accept-language": "it" };
    const huge = await callJson<Problem>(attachmentPost, "POST", "/api/attachment", {
      actor: user(),
      headers,
      body: { fileName: "huge.png", data: "A".repeat(3 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.title).toBe("Richiesta troppo grande");
    expect(huge.body.detail).toMatch(/^La richiesta supera \d+ kB\.$/);
    const form = await callJson<Problem>(consultantPost, "POST", "/api/consultant", {
      actor: platformAdmin(),
      headers: { ...headers, "content-type": "text/plain" },
      body: "hello",
    });
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({ title: "Formato non supportato", detail: "La richiesta deve essere inviata come application/json." });
  });

  it("answers a 404 in English when asked, in German when no language of ours is asked for", async () => {
    const en = await callJson<Problem>(consultantGet, "GET", "/api/consultant/999999", { params: { id: "999999" }, headers: { "accept-language": "en-GB" } });
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({ title: "Not found", detail: "The requested record does not exist." });
    const other = await callJson<Problem>(consultantGet, "GET", "/api/consultant/999999", {
      params: { id: "999999" },
      headers: { "accept-language": "es, pt;q=0.5" },
    });
    expect(other.body).toMatchObject({ title: "Nicht gefunden", detail: "Der angefragte Datensatz existiert nicht." });
  });
});

describe("negotiateLocale", () => {
  it("takes our language with the highest weight, the first among equals, German otherwise", () => {
    expect(negotiateLocale("en;q=0.5, it;q=0.8, fr;q=0.7")).toBe("it");
    expect(negotiateLocale("es, fr-CH, de")).toBe("fr");
    expect(negotiateLocale("fr;q=0, en")).toBe("en");
    expect(negotiateLocale("*")).toBe("de");
    expect(negotiateLocale(null)).toBe("de");
    expect(negotiateLocale("xx;q=abc, it;q=nope")).toBe("de");
  });
});
