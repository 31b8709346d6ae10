// The contact form with its texts translated here on the server, so that the island formats no
// message in the browser until the visitor fills it in (./contact-form.tsx).
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { pick } from "@/lib/i18n/client-messages";
import { toLocale } from "@/lib/i18n/locales";
import { ContactForm, type ContactTarget } from "./contact-form";

export async function LocalizedContactForm({ target }: { target: ContactTarget }) {
  const t = await getTranslations("contact");
  const name = target.purpose === "contactTeam" ? "" : target.name;
  return (
    <ContactForm
      target={target}
      locale={toLocale(await getLocale())}
      messages={pick(await getMessages(), ["validation"])}
      labels={{
        formLabel: t("formLabel"),
        name: t("name"),
        email: t("email"),
        message: t("message"),
        privacyNote: t("privacyNote"),
        send: t("send"),
        sending: t("sending"),
        sent: target.purpose === "contactTeam" ? t("successTeam") : t("successForwarded", { name }),
        held: target.purpose === "contactTeam" ? t("successTeam") : t("successHeld", { name }),
        another: t("another"),
        failed: t("failed"),
      }}
    />
  );
}
