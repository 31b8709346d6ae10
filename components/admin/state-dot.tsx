// The consultant list's state dot (docs/product-rules.md#administration): active lime, unclaimed grey, disabled red; the
// label keeps the state readable without colour.
const COLORS: Record<string, string> = { active: "bg-lime-500", unclaimed: "bg-gray-400", disabled: "bg-danger" };

export function StateDot({ state, label }: { state: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${COLORS[state] ?? "bg-gray-400"}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
