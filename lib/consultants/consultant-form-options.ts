// The consultant form's choices, labelled on the server in the page's language: topics (their
// stored four-language names), spoken languages (Intl.DisplayNames, so no message keys are needed
// for 18 languages) and companies.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { listCompanyChoices } from "@/lib/consultants/consultant-form-data";
import { localize } from "@/lib/i18n/localize";
import { SPOKEN_LANGUAGES } from "@/lib/consultants/languages";
import { listConsultingTopics } from "@/lib/topics/manage-consulting-topics";

export async function consultantFormOptions(actor: Actor, locale: string) {
  const [topics, companies] = await Promise.all([listConsultingTopics(actor), listCompanyChoices(actor)]);
  const names = new Intl.DisplayNames([locale], { type: "language" });
  return {
    topics: topics.filter((t) => t.active).map((t) => ({ value: t.id, label: localize(t.name, locale) })),
    languages: SPOKEN_LANGUAGES.map((l) => ({ value: l as string, label: names.of(l) ?? l })),
    companies: companies.map((c) => ({ value: c.id, label: `${c.name}, ${c.city}` })),
  };
}
