"use client";

// The profile's "details" tab: photo, introduction (with its counter), qualifications and tags.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { useBindField } from "@/components/forms/bind-field";
import { useErrorText } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { InputField, TextareaField, labelClass } from "@/components/ui/field";
import { ImageUpload } from "@/components/ui/image-upload";
import type { profileSchema } from "@/lib/account/profile-schema";
import { ATTACHMENT_MEDIA_TYPES, MAX_ATTACHMENT_BYTES } from "@/lib/attachments/schema";

type ProfileInput = z.input<typeof profileSchema>;
type ProfileForm = UseFormReturn<ProfileInput, unknown, z.output<typeof profileSchema>>;

/** Shows the stored form of tags at once: '#' stripped, duplicates dropped (docs/product-rules.md#search-and-lists). */
function normaliseTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(",")
    .map((x) => x.replace(/#/g, "").trim())
    .filter((x) => x && !seen.has(x.toLowerCase()) && seen.add(x.toLowerCase()));
}

export function ProfileDetailsPanel({ form, photoUrl }: { form: ProfileForm; photoUrl: string | null }) {
  const tf = useTranslations("account.fields");
  const errorText = useErrorText();
  const { register, control, formState, setValue, getValues } = form;
  const field = useBindField(register, formState.errors, "pf");
  const qualifications = useFieldArray({ control, name: "qualifications" as never });
  const introduction = useWatch({ control, name: "introduction" }) ?? "";
  const [qualification, setQualification] = useState("");
  const [tagText, setTagText] = useState((getValues("tags") ?? []).join(", "));
  const maxSize = { maxSize: MAX_ATTACHMENT_BYTES / 1024 };

  return (
    <div className="space-y-6">
      <ImageUpload
        id="pf-photo"
        label={tf("photo")}
        hint={tf("photoHint")}
        previewUrl={photoUrl}
        shape="round"
        accept={ATTACHMENT_MEDIA_TYPES}
        maxBytes={MAX_ATTACHMENT_BYTES}
        labels={{
          choose: tf("choosePhoto"),
          remove: tf("removePhoto"),
          tooLarge: errorText("validation.fileTooLarge", maxSize) ?? "",
          unsupported: errorText("account.validation.unsupportedImage") ?? "",
          failed: errorText("account.validation.unsupportedImage") ?? "",
        }}
        onChange={(id) => setValue("photoAttachmentId", id, { shouldDirty: true })}
        error={errorText(formState.errors.photoAttachmentId?.message, maxSize)}
      />
      <TextareaField
        label={tf("introduction")}
        rows={6}
        maxLength={1000}
        counter={tf("characters", { count: introduction.length, max: 1000 })}
        {...field("introduction", { max: 1000 })}
      />
      <div>
        <p className={labelClass}>{tf("qualifications")}</p>
        <ul className="mt-2 space-y-1">
          {qualifications.fields.map((item, index) => (
            <li key={item.id} className="flex items-center justify-between gap-2 rounded-lg bg-brand-50 py-1 pl-3 pr-1 text-sm">
              <span className="min-w-0 break-words">{getValues(`qualifications.${index}`)}</span>
              <Button variant="ghost" size="sm" className="text-danger" onClick={() => qualifications.remove(index)}>
                {tf("remove")}
              </Button>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex items-start gap-2">
          <InputField
            id="pf-qualification"
            className="min-w-0 flex-1"
            label={tf("qualification")}
            labelHidden
            value={qualification}
            placeholder={tf("qualification")}
            maxLength={200}
            onChange={(e) => setQualification(e.target.value)}
          />
          <Button
            variant="secondary"
            className="mt-1"
            disabled={!qualification.trim()}
            onClick={() => {
              qualifications.append(qualification.trim() as never);
              setQualification("");
            }}
          >
            {tf("add")}
          </Button>
        </div>
      </div>
      <InputField
        id="pf-tags"
        label={tf("tags")}
        hint={tf("tagsHint")}
        value={tagText}
        onChange={(e) => {
          setTagText(e.target.value);
          setValue("tags", e.target.value.split(","), { shouldDirty: true });
        }}
        onBlur={() => {
          const tags = normaliseTags(tagText);
          setTagText(tags.join(", "));
          setValue("tags", tags, { shouldDirty: true });
        }}
      />
    </div>
  );
}
