"use client";

// What every administration form shares on top of the kit: the toast's three messages ('Saved' /
// 'There are items that require your attention' / 'Failed'), a failed call reported through the one
// API helper (field errors onto the form), the image field with the administration's texts, and the
// confirmed delete.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from "@/components/ui/dialog";
import { buttonClass } from "@/components/ui/button";
import { ImageUpload } from "@/components/ui/image-upload";
import { Toast, useToast } from "@/components/ui/toast";
import { ATTACHMENT_MEDIA_TYPES, MAX_ATTACHMENT_BYTES } from "@/lib/attachments/schema";
import { applyProblem, callApi, type ApiResult } from "@/lib/client/call-api";
import { useRouter } from "@/lib/i18n/client-navigation";

export type AdminNotice = "saved" | "attention" | "failed";

export function useAdminToast() {
  const t = useTranslations();
  const { message, show: showToast, close } = useToast();
  const show = (notice: AdminNotice) =>
    notice === "saved"
      ? showToast("success", t("forms.saved"))
      : notice === "attention"
        ? showToast("warning", t("forms.attention"))
        : showToast("error", t("admin.form.failed"));
  return { show, toast: <Toast message={message} onClose={close} /> };
}

/** After a failed save: field errors onto the form and 'attention', anything else 'failed' (or 'attention' for a conflict the form can fix). */
export function reportProblem<T extends FieldValues>(
  result: ApiResult<unknown>,
  setError: UseFormSetError<T>,
  show: (notice: AdminNotice) => void,
  { conflictIsAttention = false } = {},
) {
  if (result.ok) return;
  const fields = applyProblem(result, {
    setError: setError as never,
    onOther: ({ status }) => show(conflictIsAttention && status === 409 ? "attention" : "failed"),
  });
  if (fields.length > 0) show("attention");
}

/** The image of a record (photo, logo): uploaded at once, kept when the form is saved. */
export function AdminImageField({
  id,
  label,
  currentId,
  onChange,
}: {
  id: string;
  label: string;
  currentId: string | null;
  onChange: (attachmentId: string | null) => void;
}) {
  const t = useTranslations();
  return (
    <ImageUpload
      id={id}
      label={label}
      previewUrl={currentId ? `/api/attachment/${currentId}` : null}
      accept={ATTACHMENT_MEDIA_TYPES}
      maxBytes={MAX_ATTACHMENT_BYTES}
      labels={{
        choose: t("admin.form.chooseImage"),
        remove: t("admin.form.removeImage"),
        tooLarge: t("validation.fileTooLarge", { maxSize: MAX_ATTACHMENT_BYTES / 1024 }),
        unsupported: t("admin.form.uploadFailed"),
        failed: t("admin.form.uploadFailed"),
      }}
      onChange={onChange}
      placeholder={t("admin.form.noImage")}
    />
  );
}

/** Delete after a confirmation click (docs/product-rules.md#administration); back to the list afterwards. */
export function DeleteButton({ url, listPath, confirmText }: { url: string; listPath: string; confirmText: string }) {
  const t = useTranslations();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  async function confirm() {
    setPending(true);
    const result = await callApi(url, { method: "DELETE" });
    setPending(false);
    if (result.ok) {
      router.push(listPath);
      router.refresh();
    } else setFailed(true);
  }
  return (
    <DialogRoot>
      <DialogTrigger className={buttonClass({ variant: "dangerOutline" })}>{t("admin.form.delete")}</DialogTrigger>
      <DialogContent title={t("admin.form.deleteTitle")} description={confirmText} closeLabel={t("common.close")}>
        {failed ? (
          <p role="alert" className="mb-3 text-sm text-danger">
            {t("admin.form.failed")}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose className={buttonClass({ variant: "secondary" })}>{t("common.cancel")}</DialogClose>
          <Button variant="danger" onClick={confirm} busy={pending}>
            {t("admin.form.confirmDelete")}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

/** The last row of an inline editor (a topic, a question): cancel and save. */
export function EditorActions({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  const t = useTranslations("admin.form");
  return (
    <div className="flex justify-end gap-2">
      <button type="button" onClick={onCancel} className="rounded-lg border border-brand-200 bg-white px-4 py-2 text-sm">
        {t("cancel")}
      </button>
      <button type="submit" disabled={busy} className={buttonClass()}>
        {t("save")}
      </button>
    </div>
  );
}
