// Administration: consulting topics (list, add, edit in four languages, reorder, deactivate).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { allTexts, localize } from "@/lib/i18n/localize";
import { AdminHeader } from "@/components/admin/list-controls";
import { TopicsManager } from "@/components/admin/topics-manager";
import { ClientMessages } from "@/components/forms/client-messages";
import { requireRoute } from "@/lib/auth/guards";
import { listConsultingTopics } from "@/lib/topics/manage-consulting-topics";

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
        <TopicsManager
          topics={topics.map((topic) => ({
            ...topic,
            name: allTexts(topic.name),
            description: allTexts(topic.description),
            label: localize(topic.name, locale),
          }))}
        />
      </ClientMessages>
    </div>
  );
}
