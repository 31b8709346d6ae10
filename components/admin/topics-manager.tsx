"use client";

// Consulting topics (platform administrators): edit texts in four languages, reorder with up/down
// (PUT /api/consultingTopic/order, one atomic request), deactivate or reactivate, add new ones.
// Everything goes through /api/consultingTopic with the API's schema, so the questionnaire and the
// search use the change at once.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { useErrorText } from "@/components/forms/use-error-text";
import { CheckboxField } from "@/components/ui/choice-fields";
import { InputField, TextareaField } from "@/components/ui/field";
import { useRouter } from "@/lib/i18n/client-navigation";
import { consultingTopicSchema, type ConsultingTopicData, type ConsultingTopicInput } from "@/lib/topics/schema";
import { callApi } from "@/lib/client/call-api";
import { EditorActions, reportProblem, useAdminToast } from "./form-kit";
import { OrderedListManager } from "./ordered-list-manager";

const LOCALES = ["de", "en", "fr", "it"] as const;

export type TopicRow = ConsultingTopicData & { id: number; label: string };

function TopicForm({ topic, nextSortOrder, onDone }: { topic?: TopicRow; nextSortOrder: number; onDone: () => void }) {
  const t = useTranslations("admin");
  const errorText = useErrorText();
  const router = useRouter();
  const { show, toast } = useAdminToast();
  const { register, handleSubmit, formState, setError } = useForm<ConsultingTopicInput, unknown, ConsultingTopicData>({
    resolver: zodResolver(consultingTopicSchema),
    defaultValues: topic
      ? { key: topic.key, name: topic.name, description: topic.description, icon: topic.icon, sortOrder: topic.sortOrder, active: topic.active }
      : {
          key: "",
          name: { de: "", en: "", fr: "", it: "" },
          description: { de: "", en: "", fr: "", it: "" },
          icon: "",
          sortOrder: nextSortOrder,
          active: true,
        },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit(
    async (values) => {
      const result = await callApi(topic ? `/api/consultingTopic/${topic.id}` : "/api/consultingTopic", { method: topic ? "PUT" : "POST", body: values });
      if (result.ok) {
        show("saved");
        router.refresh();
        onDone();
        return;
      }
      reportProblem(result, setError, show, { conflictIsAttention: true });
    },
    () => show("attention"),
  );
  const prefix = `topic-${topic?.id ?? "new"}`;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3 rounded-lg bg-brand-50 p-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <InputField id={`${prefix}-key`} label={t("topics.key")} {...register("key")} error={errorText(errors.key?.message)} />
        <InputField id={`${prefix}-icon`} label={t("topics.icon")} {...register("icon")} error={errorText(errors.icon?.message)} />
        {LOCALES.map((l) => (
          <InputField
            key={l}
            id={`${prefix}-name-${l}`}
            label={t("topics.name", { language: l.toUpperCase() })}
            {...register(`name.${l}`)}
            error={errorText(errors.name?.[l]?.message)}
          />
        ))}
      </div>
      {LOCALES.map((l) => (
        <TextareaField
          key={l}
          id={`${prefix}-description-${l}`}
          rows={2}
          maxLength={2000}
          label={t("topics.description", { language: l.toUpperCase() })}
          {...register(`description.${l}`)}
          error={errorText(errors.description?.[l]?.message, { max: 2000 })}
          optionalLabel={t("form.optional")}
        />
      ))}
      <CheckboxField id={`${prefix}-active`} label={t("topics.active")} {...register("active")} />
      <EditorActions onCancel={onDone} busy={formState.isSubmitting} />
      {toast}
    </form>
  );
}

export function TopicsManager({ topics }: { topics: TopicRow[] }) {
  const t = useTranslations("admin");
  const body = (topic: TopicRow, change: Partial<ConsultingTopicData>) => ({
    key: topic.key,
    name: topic.name,
    description: topic.description,
    icon: topic.icon,
    sortOrder: topic.sortOrder,
    active: topic.active,
    ...change,
  });
  return (
    <OrderedListManager
      entries={topics}
      orderUrl="/api/consultingTopic/order"
      detail={(topic) => topic.key}
      isActive={(topic) => Boolean(topic.active)}
      setActive={(topic, active) => callApi(`/api/consultingTopic/${topic.id}`, { method: "PUT", body: body(topic, { active }) })}
      form={(topic, onDone) => <TopicForm topic={topic} nextSortOrder={topic ? (topic.sortOrder ?? 0) : topics.length * 10} onDone={onDone} />}
      addLabel={t("topics.add")}
    />
  );
}
