// A fixed German legal text (imprint, privacy policy); marked lang="de" so that screen readers
// pronounce it correctly on every locale. `legalDocumentPage` makes the whole page of one document:
// its metadata and the page, with the note that the text is German only on the other locales.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { LegalDocument } from "@/lib/content/legal/types";
import { hyphenate } from "@/lib/i18n/hyphenate";
import type { Locale } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/page-metadata";

type LegalPageProps = { params: Promise<{ locale: Locale }> };

/** The page and metadata of one legal document; `titleKey` and `descriptionKey` are keys of the `legal` messages. */
export function legalDocumentPage({
  doc,
  path,
  titleKey,
  descriptionKey,
}: {
  doc: LegalDocument;
  path: string;
  titleKey: "imprintTitle" | "privacyTitle";
  descriptionKey: "imprintDescription" | "privacyDescription";
}) {
  async function generateMetadata({ params }: LegalPageProps): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: "legal" });
    const meta = await getTranslations({ locale, namespace: "meta" });
    return pageMetadata({ locale, path, title: t(titleKey), description: t(descriptionKey), siteName: meta("siteName") });
  }
  async function LegalDocumentPage({ params }: LegalPageProps) {
    const { locale } = await params;
    setRequestLocale(locale);
    const t = await getTranslations("legal");
    return <LegalDocumentView doc={doc} germanOnlyNote={locale === "de" ? null : t("germanOnly")} updatedLabel={t("updated")} />;
  }
  return { generateMetadata, LegalDocumentPage };
}

function LegalDocumentView({ doc, germanOnlyNote, updatedLabel }: { doc: LegalDocument; germanOnlyNote: string | null; updatedLabel: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      {germanOnlyNote ? <p className="mb-6 rounded-lg bg-brand-50 p-3 text-sm text-muted">{germanOnlyNote}</p> : null}
      <div lang="de">
        <h1 className="text-3xl font-bold text-ink">{hyphenate(doc.title, "de")}</h1>
        <p className="mt-2 text-sm text-muted">
          {updatedLabel} {doc.updated}
        </p>
        {doc.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-semibold text-ink">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-3 text-ink">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
