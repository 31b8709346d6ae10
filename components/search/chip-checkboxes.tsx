// A multi-select as chips: native checkboxes styled as chips (no JavaScript; labels cut at 20
// characters with the full text as title and for screen readers).
import { truncateChipLabel } from "@/lib/public/chips";

export function ChipCheckboxes({ legend, name, options, selected }: { legend: string; name: string; options: { value: string; label: string }[]; selected: readonly string[] }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => {
          const short = truncateChipLabel(o.label);
          return (
            <label key={o.value} title={o.label} className="cursor-pointer">
              <input type="checkbox" name={name} value={o.value} defaultChecked={selected.includes(o.value)} className="peer sr-only" />
              <span className="inline-block rounded-full border border-brand-200 bg-white px-3 py-1 text-sm text-ink peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-500">
                {short === o.label ? o.label : <><span aria-hidden="true">{short}</span><span className="sr-only">{o.label}</span></>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
