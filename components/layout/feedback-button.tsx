"use client";

import { useTranslations } from "next-intl";
import { DialogContent, DialogRoot, DialogTrigger } from "@/components/ui/dialog";

export function FeedbackButton() {
  const t = useTranslations("feedback");
  const common = useTranslations("common");
  return (
    <DialogRoot>
      <DialogTrigger className="rounded-full border border-brand-200 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50">
        {t("button")}
      </DialogTrigger>
      <DialogContent title={t("title")} closeLabel={common("close")}>
        <p className="text-sm text-muted">{t("intro")}</p>
      </DialogContent>
    </DialogRoot>
  );
}
