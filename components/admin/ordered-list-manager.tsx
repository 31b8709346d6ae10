"use client";

// The administration's ordered lists (consulting topics, question definitions): each entry with
// up/down (one PUT of the complete new order, applied by the server at once), activate/deactivate
// and an edit form under it; a form for a new entry at the end. The lists differ only in their
// entries' forms, their addresses and what a row shows beside the name.
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { callApi, type ApiResult } from "@/lib/client/call-api";
import { useRouter } from "@/lib/i18n/client-navigation";
import { moveInOrder } from "@/lib/topics/move-in-order";
import { useAdminToast } from "./form-kit";

type Entry = { id: number; label: string };

export function OrderedListManager<T extends Entry>({
  entries,
  orderUrl,
  detail,
  isActive,
  setActive,
  form,
  addLabel,
}: {
  entries: T[];
  /** PUT { ids } here saves a new order. */
  orderUrl: string;
  /** What the row shows beside the name (the key, the question's type). */
  detail: (entry: T) => ReactNode;
  isActive: (entry: T) => boolean;
  setActive: (entry: T, active: boolean) => Promise<ApiResult<unknown>>;
  /** The edit form of an entry, or of a new one (entry undefined). */
  form: (entry: T | undefined, onDone: () => void) => ReactNode;
  addLabel: string;
}) {
  const t = useTranslations("admin");
  const router = useRouter();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [busy, setBusy] = useState(false);
  const { show, toast } = useAdminToast();

  async function save(request: () => Promise<ApiResult<unknown>>) {
    setBusy(true);
    const result = await request();
    setBusy(false);
    // A refused order (the list changed meanwhile) is reloaded, so the next move starts from the truth.
    show(result.ok ? "saved" : "failed");
    router.refresh();
  }

  /** Swaps two neighbours: one request with the complete new order. */
  function move(index: number, delta: -1 | 1) {
    const ids = moveInOrder(
      entries.map((entry) => entry.id),
      index,
      delta,
    );
    if (ids) void save(() => callApi(orderUrl, { method: "PUT", body: { ids } }));
  }

  const done = () => setEditing(null);
  return (
    <div className="space-y-3">
      <ol className="space-y-2">
        {entries.map((entry, i) => (
          <li key={entry.id} className="tile p-4">
            <div className="flex flex-wrap items-center gap-3">
              {/* At least 16 rem (or the whole row) for the name: with flex-basis 0 the four buttons took the
                  row on a phone and left the name one letter wide. The buttons wrap under it instead. */}
              <span className="min-w-[min(100%,16rem)] flex-1">
                <span className="font-medium text-ink">{entry.label}</span>
                <span className="ml-2 text-xs text-muted">{detail(entry)}</span>
                {!isActive(entry) ? <span className="ml-2 rounded-full bg-gray-200 px-2 py-0.5 text-xs text-ink">{t("topics.inactive")}</span> : null}
              </span>
              <button
                type="button"
                disabled={busy || i === 0}
                onClick={() => move(i, -1)}
                aria-label={t("topics.moveUp", { name: entry.label })}
                className={buttonClass({ variant: "secondary", size: "sm", className: "min-w-11 md:min-w-8" })}
              >
                ↑
              </button>
              <button
                type="button"
                disabled={busy || i === entries.length - 1}
                onClick={() => move(i, 1)}
                aria-label={t("topics.moveDown", { name: entry.label })}
                className={buttonClass({ variant: "secondary", size: "sm", className: "min-w-11 md:min-w-8" })}
              >
                ↓
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => void save(() => setActive(entry, !isActive(entry)))}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                {isActive(entry) ? t("topics.deactivate") : t("topics.activate")}
              </button>
              <button
                type="button"
                onClick={() => setEditing(editing === entry.id ? null : entry.id)}
                aria-expanded={editing === entry.id}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                {t("topics.edit")}
              </button>
            </div>
            {editing === entry.id ? form(entry, done) : null}
          </li>
        ))}
      </ol>
      {editing === "new" ? (
        form(undefined, done)
      ) : (
        <button type="button" onClick={() => setEditing("new")} className={buttonClass()}>
          {addLabel}
        </button>
      )}
      {toast}
    </div>
  );
}
