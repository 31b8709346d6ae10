// The moderators' queue (docs/product-rules.md#transparency): notices, disputes and appeals with their
// deadlines, overdue ones first, each leading to its own page where it is decided.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminHeader } from "@/components/admin/list-controls";
import { formatDate } from "@/lib/format";
import { listModerationQueue, queueItemHref } from "@/lib/moderation/case-queue";
import { requireRoute } from "@/lib/auth/guards";
import { Link } from "@/lib/i18n/navigation";

export default async function ModerationQueuePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/moderation");
  const queue = await listModerationQueue(actor);
  const t = await getTranslations("admin.moderationQueue");
  const reasons = await getTranslations("transparency.reasons");
  return (
    <div className="space-y-4">
      <AdminHeader title={t("title")}>
        <Link href="/administration/moderation/audit" className="text-sm font-medium text-brand-700 underline">
          {t("audit")}
        </Link>
      </AdminHeader>
      <p className="text-sm text-muted">{t("count", { count: queue.total, overdue: queue.overdue })}</p>
      {queue.items.length === 0 ? <p className="tile p-6 text-center text-muted">{t("none")}</p> : null}
      <ul className="space-y-3" data-testid="moderation-queue">
        {queue.items.map((item) => (
          <li
            key={`${item.kind}-${item.id}`}
            data-kind={item.kind}
            data-id={item.id}
            className={`tile p-4 ${item.overdue ? "border-l-4 border-l-red-600" : ""}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link href={queueItemHref(item)} className="font-semibold text-ink underline">
                {t(`kinds.${item.kind}`, { id: item.id })}
              </Link>
              <span className={`text-sm font-semibold ${item.overdue ? "text-red-700" : "text-ink"}`}>
                {item.overdue ? t("overdueSince", { date: formatDate(item.dueAt) }) : t("dueBy", { date: formatDate(item.dueAt) })}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted">
              {t(`statuses.${item.kind}.${item.status}`)} · {t(`subjects.${item.subject}`)} ·{" "}
              {item.kind === "appeal" ? partyText(t, item.reason) : reasons.has(item.reason) ? reasons(item.reason as "other") : item.reason} ·{" "}
              {t("received", { date: formatDate(item.createdAt) })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<"admin.moderationQueue">>>;

function partyText(t: Translate, party: string): string {
  return t.has(`parties.${party}`) ? t(`parties.${party}` as "parties.reviewer") : party;
}
