// Register badges on the consultant page (issue 19, item 4): each public register the platform
// checked, with the register's name, who keeps it, the entry's number and the day of the check.
// And the compact mark on a consultant card. Server components: no JavaScript.
import { getTranslations } from "next-intl/server";
import { formatDate } from "@/lib/format";
import type { PublicRegistration, RegisterKind } from "@/lib/registrations/schema";

function ShieldIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
      <path d="M9 12l2 2 4-4" />
    </svg>
  );
}

export async function RegisterBadges({ registrations }: { registrations: PublicRegistration[] }) {
  if (registrations.length === 0) return null;
  const t = await getTranslations("registers");
  return (
    <section aria-labelledby="registers-title" className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50/60 p-5">
      <h2 id="registers-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <ShieldIcon className="h-5 w-5 text-emerald-700" />
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("intro")}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {registrations.map((r) => (
          <li key={r.kind} className="rounded-lg border border-emerald-200 bg-white p-4" data-register={r.kind}>
            <p className="font-semibold text-ink">{t(`kinds.${r.kind}`)}</p>
            <dl className="mt-1 space-y-0.5 text-sm">
              {r.registrar ? (
                <div className="flex flex-wrap gap-x-1">
                  <dt className="text-muted">{t("registrar")}:</dt>
                  <dd className="text-ink">{r.registrar}</dd>
                </div>
              ) : null}
              <div className="flex flex-wrap gap-x-1">
                <dt className="text-muted">{t("identifier")}:</dt>
                <dd className="break-all text-ink">{r.identifier}</dd>
              </div>
              <div className="flex flex-wrap gap-x-1">
                <dt className="text-muted">{t("checkedOn")}:</dt>
                <dd className="text-ink">
                  <time dateTime={r.checkedOn}>{formatDate(r.checkedOn)}</time>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** On a card: "Registered" with the registers' names for screen readers and as a tooltip. */
export async function RegisteredMark({ kinds }: { kinds: RegisterKind[] }) {
  if (kinds.length === 0) return null;
  const t = await getTranslations("registers");
  const names = kinds.map((k) => t(`kinds.${k}`)).join(", ");
  return (
    <p className="mt-2 flex items-center gap-1 text-sm font-medium text-emerald-800" title={names}>
      <ShieldIcon className="h-4 w-4 shrink-0" />
      <span>{t("cardMark")}</span>
      <span className="sr-only">: {names}</span>
    </p>
  );
}
