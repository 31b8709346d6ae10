// The published evaluations of a consultant as review cards (components/evaluations/review-card.tsx):
// on the consultant page, its reviews page and in "show more". Each card says how the review was
// checked, which is what the reviews page's evidence filter narrows to.
import { ReviewCard } from "@/components/evaluations/review-card";
import { dialogIntl } from "@/components/forms/dialog-intl";
import type { PublicEvaluation } from "@/lib/evaluations/public-evaluation";

/** Every list of reviews stands beside the legend (components/public/review-legend.tsx, id "review-legend"). */
export async function EvaluationList({ items }: { items: PublicEvaluation[] }) {
  // The cards' "Report" dialogs read their texts on the client, with the provider they load.
  const reportIntl = await dialogIntl("moderation.notice");
  return (
    <ol className="space-y-4">
      {items.map((e) => (
        <li key={e.id}>
          <ReviewCard evaluation={e} headingLevel={3} legendHref="#review-legend" reportable reportIntl={reportIntl} />
        </li>
      ))}
    </ol>
  );
}
