// Everything the rating questionnaire shows for one link (/consultants/{id}/questionnaire?code=…&src=…, or an
// edit link with ?id=…&editToken=…): the rated consultant, the questions and topics, the prefilled answers of
// an evaluation that may still be edited or why it may not, the rating link's source for the insights and the
// code the form carries. The page (app/[locale]/(public)/consultants/[id]/questionnaire/page.tsx) and its
// generateMetadata only render what this returns and share one load per request (React cache).
import "server-only";
import { firstValue, queryFromKey, queryKey, type RawQuery } from "./page-query";
import { cache } from "react";
import { profileDisplay } from "@/lib/consultants/profile-display";
import { loadEvaluationForEdit } from "@/lib/evaluations/get-evaluation-summary";
import type { EvaluationInput } from "@/lib/evaluations/schema";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import type { BeaconEvent } from "@/lib/insights/kinds";
import { ratingLinkEvent } from "@/lib/insights/rating-link-event";
import { loadQuestionnaire } from "@/lib/rating-questionnaire/load-questionnaire";
import { loadRatedConsultant, parseConsultantId, type RatedConsultant } from "@/lib/rating-questionnaire/load-rated-consultant";

export type QuestionnairePage =
  | {
      kind: "found";
      consultant: RatedConsultant;
      /** An edit link that names no evaluation of this consultant, or one whose edit window has closed. */
      notice: "editInvalid" | "editClosed" | null;
      /** The evaluation an edit link opens, in the page's language; undefined for a new rating. */
      initialValues: EvaluationInput | undefined;
      questionnaire: Awaited<ReturnType<typeof loadQuestionnaire>>;
      formLocale: Locale;
      /** Only a well-formed code: a bad one is dropped, and the form asks for none. */
      code: string | undefined;
      /** The rating link's source for the consultant's insights (issue 32); null for an edit link. */
      beacon: BeaconEvent | null;
    }
  /** A disabled profile is not rated: the page redirects home. */
  | { kind: "unreachable"; consultant: RatedConsultant }
  | { kind: "missing" };

const loadByKey = cache(async (idParam: string, locale: string, key: string): Promise<QuestionnairePage> => {
  const id = parseConsultantId(idParam);
  const consultant = id ? await loadRatedConsultant(id) : null;
  if (!consultant) return { kind: "missing" };
  if (!profileDisplay(consultant.state).reachable) return { kind: "unreachable", consultant };

  const query = queryFromKey(key);
  const editId = firstValue(query.id);
  const editToken = firstValue(query.editToken);
  const code = firstValue(query.code);
  let initialValues: EvaluationInput | undefined;
  let notice: "editInvalid" | "editClosed" | null = null;
  if (editId && editToken) {
    const prefill = await loadEvaluationForEdit(editId, consultant.id, editToken);
    if (prefill.status === "editable") initialValues = { ...prefill.values, language: isLocale(locale) ? locale : prefill.values.language };
    else notice = prefill.status === "closed" ? "editClosed" : "editInvalid";
  } else if (editId || editToken) {
    notice = "editInvalid";
  }

  return {
    kind: "found",
    consultant,
    notice,
    initialValues,
    questionnaire: await loadQuestionnaire(locale),
    formLocale: isLocale(locale) ? locale : "de",
    code: code && /^\d{10}$/.test(code) ? code : undefined,
    beacon: editId ? null : ratingLinkEvent(firstValue(query.src), code),
  };
});

export function loadQuestionnairePage(idParam: string, locale: string, raw: RawQuery): Promise<QuestionnairePage> {
  return loadByKey(idParam, locale, queryKey(raw));
}
