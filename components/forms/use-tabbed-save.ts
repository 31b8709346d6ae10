"use client";

// Saving a form that spans tabs (profile, company): the browser's validation and the server's
// answer end the same way. Every tab holding a failing field gets its mark, the first one opens with
// its first failing field focused, and a warning says there is something to look at; nothing is
// sent while a field fails. A save that fails for another reason says so in the toast.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import type { ShowToast } from "@/components/ui/toast";
import { applyProblem, callApi } from "@/lib/client/call-api";
import { useRouter } from "@/lib/i18n/client-navigation";

function useTabbedSave<T extends FieldValues, Tab extends string>({
  tabsOf,
  showTab,
  focusField,
  isField,
  setError,
  toast,
  texts,
}: {
  /** The tabs (in their order) that hold any of these fields. */
  tabsOf: (fields: string[]) => Tab[];
  showTab: (tab: Tab) => void;
  focusField: (field: string) => void;
  isField: (path: string) => boolean;
  setError: UseFormSetError<T>;
  toast: ShowToast;
  texts: { saved: string; attention: string; failed: string };
}) {
  const router = useRouter();
  const [failing, setFailing] = useState<ReadonlySet<Tab>>(new Set());
  const [saving, setSaving] = useState(false);

  function markFailures(fields: string[]): boolean {
    const tabs = tabsOf(fields);
    setFailing(new Set(tabs));
    const [firstTab] = tabs;
    if (firstTab === undefined) return false;
    showTab(firstTab);
    const first = fields.find((f) => tabsOf([f])[0] === firstTab);
    // The panel is shown on the next render; focus only then.
    if (first) requestAnimationFrame(() => focusField(first));
    toast("warning", texts.attention);
    return true;
  }

  const onInvalid = (errors: FieldErrors<T>) => {
    if (!markFailures(Object.keys(errors))) toast("warning", texts.attention);
  };

  async function save(url: string, body: unknown) {
    setFailing(new Set());
    setSaving(true);
    try {
      const result = await callApi(url, { method: "PUT", body });
      if (result.ok) {
        toast("success", texts.saved);
        router.refresh();
        return;
      }
      const fields = applyProblem(result, { setError: setError as never, isField, onOther: () => toast("error", texts.failed) });
      if (fields.length > 0 && !markFailures(fields)) toast("error", texts.failed);
    } finally {
      setSaving(false);
    }
  }

  return { failing, saving, onInvalid, save };
}

/**
 * The form of a tabbed editing page and its saver: validated with `schema` when a field is left and
 * on save, never focusing a field itself (the saver opens the failing tab first).
 */
export function useTabbedForm<In extends FieldValues, Out extends FieldValues, Tab extends string>({
  schema,
  defaults,
  tabsOf,
  showTab,
  isField,
  toast,
  failedText,
}: {
  schema: z.ZodType<Out, In>;
  defaults: In;
  tabsOf: (fields: string[]) => Tab[];
  showTab: (tab: Tab) => void;
  isField: (path: string) => boolean;
  toast: ShowToast;
  failedText: string;
}) {
  const tForms = useTranslations("forms");
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: defaults as DefaultValues<In>,
    mode: "onTouched",
    shouldFocusError: false,
  });
  const saver = useTabbedSave<In, Tab>({
    tabsOf,
    showTab,
    focusField: (field) => form.setFocus(field as Path<In>),
    isField,
    setError: form.setError,
    toast,
    texts: { saved: tForms("saved"), attention: tForms("attention"), failed: failedText },
  });
  return { form, saver };
}
