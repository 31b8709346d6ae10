// Chip labels are cut at 20 characters (docs/product-rules.md#constants).
const CHIP_LABEL_MAX = 20;

/** The label cut at `max` characters with an ellipsis; counts user-perceived characters, not UTF-16 units. */
export function truncateChipLabel(label: string, max = CHIP_LABEL_MAX): string {
  const chars = Array.from(label.trim());
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max).join("").trimEnd()}…`;
}
