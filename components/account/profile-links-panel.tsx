"use client";

// The profile's "links" tab: social links and the booking tool's ids (only staff may change those).
import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { useBindField } from "@/components/forms/bind-field";
import { InputField } from "@/components/ui/field";
import type { profileSchema } from "@/lib/account/profile-schema";

type ProfileInput = z.input<typeof profileSchema>;

const SOCIAL = ["linkedInUrl", "twitterUrl", "facebookUrl", "instagramUrl", "whatsAppUrl", "youTubeUrl"] as const;

export function ProfileLinksPanel({
  form,
  isPlatformAdmin,
}: {
  form: UseFormReturn<ProfileInput, unknown, z.output<typeof profileSchema>>;
  isPlatformAdmin: boolean;
}) {
  const t = useTranslations("account.profile");
  const tf = useTranslations("account.fields");
  const field = useBindField(form.register, form.formState.errors, "pf");
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {SOCIAL.map((name) => (
          <InputField key={name} label={tf(name)} type="url" {...field(name)} />
        ))}
      </div>
      <fieldset className="rounded-xl bg-brand-50 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">{t("development")}</legend>
        <p className="mb-3 text-xs text-muted">{isPlatformAdmin ? t("developmentAdmin") : t("developmentLocked")}</p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <InputField label={tf("calensoToken")} disabled={!isPlatformAdmin} {...field("calensoToken")} />
          <InputField label={tf("calensoWorkerId")} disabled={!isPlatformAdmin} {...field("calensoWorkerId")} />
        </div>
      </fieldset>
    </div>
  );
}
