// Everything the administration's topics page (app/[locale]/administration/topics/page.tsx) shows: every topic
// the actor may see (platform administrators get inactive ones too) with its texts in all four languages for
// the editor and its label in the page's language.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { allTexts, localize } from "@/lib/i18n/localize";
import { listConsultingTopics } from "@/lib/topics/manage-consulting-topics";

export async function loadTopicsPage(actor: Actor, locale: string) {
  const topics = await listConsultingTopics(actor);
  return topics.map((topic) => ({
    ...topic,
    name: allTexts(topic.name),
    description: allTexts(topic.description),
    label: localize(topic.name, locale),
  }));
}
