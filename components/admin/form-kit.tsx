"use client";

// What every administration form shares: sending JSON to the REST endpoints (same origin, session
// cookie), the snackbar ('Saved' / 'There are items that require your attention'), problem+json
// field errors mapped back onto the form, and the confirmed delete.
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from "@/components/ui/dialog";
import { useRouter } from "@/lib/i18n/navigation";

export type SendResult = { ok: true; data: unknown } | { ok: false; status: number; invalidParams: { pointer: string; message: string; messageKey?: string }[]; detail: string | null };

export async function sendJson(url: string, method: "POST" | "PUT" | "DELETE", body?: unknown): Promise<SendResult> {
  try {
    const res = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json", Accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
    if (res.ok) return { ok: true, data };
    const problem = (data ?? {}) as { invalidParams?: { pointer: string; message: string; messageKey?: string }[]; detail?: string };
    return { ok: false, status: res.status, invalidParams: problem.invalidParams ?? [], detail: problem.detail ?? null };
  } catch {
    return { ok: false, status: 0, invalidParams: [], detail: null };
  }
}

/** Puts the server's field errors (JSON pointers such as /postalCode) onto the form's fields. */
export function applyServerErrors<T extends FieldValues>(result: SendResult, setError: UseFormSetError<T>) {
  if (result.ok) return;
  for (const p of result.invalidParams) {
    const name = p.pointer.replace(/^\//, "").replace(/\//g, ".");
    // The message key, which the form translates (message is the server's localised text).
    const key = p.messageKey ?? p.message;
    if (name) setError(name as Path<T>, { type: "server", message: key.startsWith("validation.") ? key : "validation.required" });
  }
}

export type Snack = { kind: "saved" | "attention" | "failed"; at: number } | null;

export function Snackbar({ snack }: { snack: Snack }) {
  const t = useTranslations();
  if (!snack) return null;
  const text = snack.kind === "saved" ? t("forms.saved") : snack.kind === "attention" ? t("forms.attention") : t("admin.form.failed");
  return (
    <div key={snack.at} role={snack.kind === "saved" ? "status" : "alert"} className={`fixed bottom-6 left-1/2 z-50 -translate-x-1/2 rounded-lg px-5 py-3 text-sm font-semibold text-white shadow-lg ${snack.kind === "saved" ? "bg-brand-700" : "bg-danger"}`}>
      {text}
    </div>
  );
}

export function useSnack(): [Snack, (kind: NonNullable<Snack>["kind"]) => void] {
  const [snack, setSnack] = useState<Snack>(null);
  return [snack, (kind) => setSnack({ kind, at: Date.now() })];
}

/** A titled card of a form (details, media, commission …). */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-brand-100 bg-white p-5">
      <h2 className="mb-4 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** Delete after the confirmation the spec asks for; back to the list afterwards. */
export function DeleteButton({ url, listPath, confirmText }: { url: string; listPath: string; confirmText: string }) {
  const t = useTranslations();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  async function confirm() {
    setPending(true);
    const result = await sendJson(url, "DELETE");
    setPending(false);
    if (result.ok) {
      router.push(listPath);
      router.refresh();
    } else setFailed(true);
  }
  return (
    <DialogRoot>
      <DialogTrigger className="rounded-lg border border-danger px-4 py-2 text-sm font-semibold text-danger hover:bg-red-50">{t("admin.form.delete")}</DialogTrigger>
      <DialogContent title={t("admin.form.deleteTitle")} description={confirmText} closeLabel={t("common.close")}>
        {failed ? (
          <p role="alert" className="mb-3 text-sm text-danger">
            {t("admin.form.failed")}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose className="rounded-lg border border-brand-200 px-4 py-2 text-sm">{t("common.cancel")}</DialogClose>
          <button type="button" onClick={confirm} disabled={pending} className="rounded-lg bg-danger px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
            {t("admin.form.confirmDelete")}
          </button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

/** Image upload to POST /api/attachment; reports the new attachment id. */
export function ImageUpload({ label, currentId, onUploaded }: { label: string; currentId: string | null; onUploaded: (id: string | null) => void }) {
  const t = useTranslations();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function upload(file: File) {
    setError(null);
    if (file.size > 2048 * 1024) return setError(t("validation.fileTooLarge", { maxSize: 2048 }));
    setBusy(true);
    const data = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    const result = await sendJson("/api/attachment", "POST", { fileName: file.name, mediaType: file.type, data });
    setBusy(false);
    if (result.ok) onUploaded((result.data as { id: string }).id);
    else setError(result.status === 413 ? t("validation.fileTooLarge", { maxSize: 2048 }) : t("admin.form.uploadFailed"));
  }
  return (
    <div className="flex items-center gap-4">
      {currentId ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own attachment endpoint, no optimiser needed
        <img src={`/api/attachment/${currentId}`} alt="" width={96} height={96} className="h-24 w-24 shrink-0 rounded-lg border border-brand-100 object-contain" />
      ) : (
        <div className="flex h-24 w-24 shrink-0 items-center justify-center rounded-lg border border-dashed border-brand-200 text-xs text-muted">{t("admin.form.noImage")}</div>
      )}
      <div className="min-w-0 space-y-2">
        <label className="block text-sm font-medium text-ink">
          {label}
          <input type="file" accept="image/jpeg,image/png" disabled={busy} className="mt-1 block max-w-full text-sm" onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])} />
        </label>
        {currentId ? (
          <button type="button" className="text-sm text-danger underline" onClick={() => onUploaded(null)}>
            {t("admin.form.removeImage")}
          </button>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
