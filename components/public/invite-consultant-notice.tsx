// Where a search found no consultant: what to try, and the offer to invite one's consultant (a dialog
// loaded on demand). `heading` makes the title a heading where the page's outline needs one.
import { getTranslations } from "next-intl/server";
import { dialogIntl } from "@/components/forms/dialog-intl";
import { buttonClass } from "@/components/ui/button";
import { InviteConsultantButton } from "@/components/forms/invite-consultant-button";

export async function InviteConsultantNotice({ title, hint, heading = false }: { title: string; hint: string; heading?: boolean }) {
  const invite = await getTranslations("invite");
  return (
    <div className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-6">
      {heading ? <h2 className="text-lg font-semibold text-ink">{title}</h2> : <p className="font-semibold text-ink">{title}</p>}
      <p className="mt-2 text-muted">{hint}</p>
      <div className="mt-4">
        <InviteConsultantButton label={invite("consultant.button")} className={buttonClass({ variant: "secondary" })} intl={await dialogIntl("invite")} />
      </div>
    </div>
  );
}
