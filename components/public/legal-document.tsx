// A fixed German legal text (imprint, privacy policy); marked lang="de" so that screen readers
// pronounce it correctly on every locale.
import type { LegalDocument } from "@/lib/content/legal/types";

export function LegalDocumentView({ doc, germanOnlyNote, updatedLabel }: { doc: LegalDocument; germanOnlyNote: string | null; updatedLabel: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      {germanOnlyNote ? <p className="mb-6 rounded-lg bg-brand-50 p-3 text-sm text-muted">{germanOnlyNote}</p> : null}
      <div lang="de">
        <h1 className="text-3xl font-bold text-ink">{doc.title}</h1>
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
