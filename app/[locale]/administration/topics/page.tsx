// Administration: consulting topics (list, add, edit in four languages, reorder, deactivate).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminHeader } from "@/components/admin/list-controls";
import { TopicsManager } from "@/components/admin/topics-manager";
import { ClientMessages } from "@/components/forms/client-messages";
import { requireRoute } from "@/lib/auth/guards";
import { loadTopicsPage } from "@/lib/topics/topics-page";

// Renders what lib/topics/topics-page.ts loaded.
export default async function TopicsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/topics");
  const topics = await loadTopicsPage(actor, locale);
  const t = await getTranslations("admin.topics");
  return (
    <div>
      <AdminHeader title={t("title")} />
      <ClientMessages namespaces={["admin"]}>
        <TopicsManager topics={topics} />
      </ClientMessages>
    </div>
  );
}
