// The questionnaire's header: the consultant's photo (or the default avatar) and "You rate {name}".
import { useTranslations } from "next-intl";

export function ConsultantHeader({ name, photoAttachmentId }: { name: string; photoAttachmentId: string | null }) {
  const t = useTranslations("questionnaire");
  return (
    <header className="flex items-center gap-4">
      {photoAttachmentId ? (
        // eslint-disable-next-line @next/next/no-img-element -- served by our own attachment API, sized by CSS
        <img
          src={`/api/attachment/${photoAttachmentId}`}
          alt={t("photoAlt", { name })}
          width={72}
          height={72}
          className="h-18 w-18 rounded-full object-cover ring-2 ring-brand-100"
        />
      ) : (
        <svg role="img" aria-label={t("photoAlt", { name })} width="72" height="72" viewBox="0 0 72 72" className="shrink-0 rounded-full">
          <rect width="72" height="72" rx="36" className="fill-brand-100" />
          <circle cx="36" cy="29" r="12" className="fill-brand-500" />
          <path d="M14 62c3-12 12-18 22-18s19 6 22 18" className="fill-brand-500" />
        </svg>
      )}
      <div>
        <p className="text-sm font-medium uppercase tracking-wide text-brand-700">{t("eyebrow")}</p>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t("youRate", { name })}</h1>
      </div>
    </header>
  );
}
