// FAQ as native disclosure widgets: keyboard-operable without JavaScript.
import { getTranslations } from "next-intl/server";
import type { FaqKey } from "@/lib/content/faq";

export async function FaqSection({ keys, group }: { keys: readonly FaqKey[]; group: "customers" | "consultants" }) {
  const t = await getTranslations("faq");
  return (
    <section id="faq" aria-labelledby="faq-title" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-12">
      <h2 id="faq-title" className="text-2xl font-bold text-ink">
        {t(`title.${group}`)}
      </h2>
      <div className="mt-6 divide-y divide-brand-100 tile">
        {keys.map((key) => (
          <details key={key} className="group p-5">
            <summary className="cursor-pointer list-none font-semibold text-ink marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {t(`items.${key}.question`)}
                <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-muted">{t(`items.${key}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
