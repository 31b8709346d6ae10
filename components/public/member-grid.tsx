// A company's members as cards, on the company page and on the page of all its members. On the
// company's own pages the company is not repeated on each card.
import type { ConsultantCard as Card } from "@/lib/consultants/card";
import { ConsultantCard } from "./consultant-card";

export function MemberGrid({ members }: { members: readonly Card[] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((m) => (
        <li key={m.id}>
          <ConsultantCard card={{ ...m, company: null }} />
        </li>
      ))}
    </ul>
  );
}
