"use client";

// The details step's state without react-hook-form (the stepper is the page's first load): the
// fields, validation with the API's own zod schema (fetched while the visitor answers), and errors
// that behave like react-hook-form's "onTouched" mode: shown once a field was left or the form was
// submitted, then following every change.
import { useState } from "react";
import { fieldErrors, lazyImport, type FieldErrors } from "@/components/forms/lazy-schema";
import type { NameDisplayStyle } from "@/lib/evaluations/form-options";
import type { Honorific } from "@/lib/honorifics";
import type { EvaluationInput } from "@/lib/evaluations/schema";

export const schemas = lazyImport(() => import("@/lib/evaluations/schema"));

export type Details = {
  customer: { honorific?: Honorific; givenName: string; familyName: string; email: string };
  consultingTopicIds: number[];
  comment: string;
  privacyPolicyAndTermsAndConditions: boolean;
  nameDisplayStyle: NameDisplayStyle;
};

/** In the order of the form: the first failing one gets the focus after a refused submit. */
export const DETAIL_FIELDS = [
  "customer.honorific",
  "customer.givenName",
  "customer.familyName",
  "customer.email",
  "consultingTopicIds",
  "comment",
  "nameDisplayStyle",
  "privacyPolicyAndTermsAndConditions",
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

function initialDetails(initialValues?: EvaluationInput): Details {
  return {
    customer: { givenName: "", familyName: "", email: "", ...initialValues?.customer },
    consultingTopicIds: initialValues?.consultingTopicIds ?? [],
    comment: initialValues?.comment ?? "",
    privacyPolicyAndTermsAndConditions: initialValues?.privacyPolicyAndTermsAndConditions === true,
    nameDisplayStyle: initialValues?.nameDisplayStyle ?? "givenNameAndFamilyNameInitial",
  };
}

/** `payload` builds what the API receives from the details (the answers and ids come from the stepper). */
export function useDetailsForm(initialValues: EvaluationInput | undefined, payload: (d: Details) => unknown) {
  const [details, setDetails] = useState<Details>(() => initialDetails(initialValues));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<DetailField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const validate = async (d: Details) => {
    const result = (await schemas.get()).evaluationSchema.safeParse(payload(d));
    return result.success ? { data: result.data, errors: {} } : { data: null, errors: fieldErrors(result.error) };
  };
  const revalidate = (d: Details) =>
    void validate(d).then(
      (r) => setErrors(r.errors),
      () => undefined,
    );

  return {
    details,
    update(change: (d: Details) => Details) {
      const next = change(details);
      setDetails(next);
      if (submitted || touched.size > 0) revalidate(next);
    },
    touch(field: DetailField) {
      if (touched.has(field)) return;
      setTouched(new Set(touched).add(field));
      revalidate(details);
    },
    shown: (field: DetailField) => (submitted || touched.has(field) ? errors[field] : undefined),
    /** Validates everything and shows every error; the parsed data when all is well. */
    async submit() {
      setSubmitted(true);
      const result = await validate(details);
      setErrors(result.errors);
      return result;
    },
    /** Errors only the server could find (lib/client/call-api.ts), shown like the form's own. */
    addErrors(more: Record<string, string>) {
      setErrors((current) => ({ ...current, ...more }));
    },
  };
}
