"use client";

// The queued mail as its recipient will read it (subject, headline, text, button), in a side sheet
// beside the outbox. The page that renders it is for platform administrators only: the texts are
// in its server-rendered payload, nothing is fetched from here.
import { SheetContent, SheetRoot, SheetTrigger } from "@/components/ui/sheet";
import { buttonClass } from "@/components/ui/button";
import type { OutboxPreview } from "@/lib/email/manage-outbox";

export function OutboxPreviewButton({
  subject,
  preview,
  meta,
  labels,
}: {
  subject: string;
  preview: OutboxPreview;
  /** Recipient, purpose and language, already formatted. */
  meta: { label: string; value: string }[];
  labels: { open: string; close: string; title: string; empty: string };
}) {
  return (
    <SheetRoot>
      <SheetTrigger
        className="min-h-11 text-left text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700 md:min-h-0"
        aria-label={`${labels.open}: ${subject}`}
      >
        {subject}
      </SheetTrigger>
      <SheetContent title={labels.title} description={subject} closeLabel={labels.close}>
        <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {meta.map((m) => (
            <div key={m.label} className="contents">
              <dt className="text-muted">{m.label}</dt>
              <dd className="break-words text-ink">{m.value}</dd>
            </div>
          ))}
        </dl>
        <article className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-ink">
          {preview.headline ? <h3 className="text-base font-semibold">{preview.headline}</h3> : null}
          {preview.text ? <p className="whitespace-pre-line break-words">{preview.text}</p> : <p className="text-muted">{labels.empty}</p>}
          {preview.callToActionLabel ? (
            <p>
              <span className={buttonClass({ size: "sm", className: "pointer-events-none" })}>{preview.callToActionLabel}</span>
              {preview.callToActionUrl ? <span className="mt-1 block break-all text-xs text-muted">{preview.callToActionUrl}</span> : null}
            </p>
          ) : null}
          {preview.closingText ? <p className="whitespace-pre-line break-words">{preview.closingText}</p> : null}
        </article>
      </SheetContent>
    </SheetRoot>
  );
}
