"use client";

// Erasing a profile with its evaluations (a legal request): the administrator types the consultant
// number before the button arms, and the server checks it again (POST /api/consultant/{id}/erase).
import { buttonClass } from "@/components/ui/button";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from "@/components/ui/dialog";
import { useRouter } from "@/lib/i18n/client-navigation";
import { callApi } from "@/lib/client/call-api";
import { ErrorAlert } from "@/components/ui/alert";

export function EraseConsultantButton({ id, number, evaluations, listPath }: { id: number; number: string; evaluations: number; listPath: string }) {
  const t = useTranslations();
  const router = useRouter();
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim().toUpperCase() === number.toUpperCase();

  async function erase() {
    setPending(true);
    setError(null);
    const result = await callApi(`/api/consultant/${id}/erase`, { method: "POST", body: { confirmNumber: typed } });
    setPending(false);
    if (result.ok) {
      router.push(listPath);
      router.refresh();
    } else setError(result.problem.invalidParams.some((p) => p.pointer === "/confirmNumber") ? t("admin.consultants.eraseMismatch") : t("admin.form.failed"));
  }

  return (
    <DialogRoot>
      <DialogTrigger className="rounded-lg border border-danger px-4 py-2 text-sm font-semibold text-danger hover:bg-red-50">
        {t("admin.consultants.eraseButton")}
      </DialogTrigger>
      <DialogContent
        title={t("admin.consultants.eraseTitle")}
        description={t("admin.consultants.eraseText", { count: evaluations })}
        closeLabel={t("common.close")}
      >
        <label htmlFor="erase-confirm-number" className="block text-sm font-medium text-ink">
          {t("admin.consultants.eraseLabel", { number })}
        </label>
        <input
          id="erase-confirm-number"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          className="mt-1 w-full rounded-lg border border-brand-200 px-3 py-2"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "erase-confirm-error" : undefined}
        />
        <ErrorAlert id="erase-confirm-error">{error}</ErrorAlert>
        <div className="mt-4 flex justify-end gap-2">
          <DialogClose className="rounded-lg border border-brand-200 px-4 py-2 text-sm">{t("common.cancel")}</DialogClose>
          <button type="button" onClick={erase} disabled={!matches || pending} className={buttonClass({ variant: "danger" })}>
            {t("admin.consultants.eraseConfirm")}
          </button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
