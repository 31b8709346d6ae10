// "Contact us" with the team contact form (home, about us, for consultants).
import { getTranslations } from "next-intl/server";
import { LocalizedContactForm } from "@/components/forms/localized-contact-form";

export async function ContactSection() {
  const t = await getTranslations("contact");
  return (
    <section id="contact" aria-labelledby="contact-title" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-12">
      <h2 id="contact-title" className="text-2xl font-bold text-ink">
        {t("title")}
      </h2>
      <p className="mt-2 text-muted">{t("text")}</p>
      <div className="mt-6 tile p-6">
        <LocalizedContactForm target={{ purpose: "contactTeam" }} />
      </div>
    </section>
  );
}
