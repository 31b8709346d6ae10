// Administration: consulting topics (list, add, edit in four languages, reorder, deactivate).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localized } from "@/components/admin/consultant-form-options";
import { AdminHeader } from "@/components/admin/list-controls";
import { TopicsManager } from "@/components/admin/topics-manager";
import { ClientMessages } from "@/components/forms/client-messages";
import { requireRoute } from "@/lib/auth/guards";
import { listConsultingTopics } from "@/lib/topics/consulting-topics";

type Texts = { de: string; en: string; fr: string; it: string };
const texts = (value: unknown): Texts => {
  const v = (value && typeof value === "object" ? value : {}) as Partial<Record<keyof Texts, unknown>>;
  const s = (x: unknown) => (typeof x === "string" ? x : "");
  return { de: s(v.de), en: s(v.en), fr: s(v.fr), it: s(v.it) };
};

export default async function TopicsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/topics");
  // Platform administrators get inactive topics too.
  const topics = await listConsultingTopics(actor);
  const t = await getTranslations("admin.topics");
  return (
    <div>
      <AdminHeader title={t("title")} />
      <ClientMessages namespaces={["admin"]}>
        <TopicsManager topics={topics.map((topic) => ({ ...topic, name: texts(topic.name), description: texts(topic.description), label: localized(topic.name, locale) }))} />
      </ClientMessages>
    </div>
  );
}
