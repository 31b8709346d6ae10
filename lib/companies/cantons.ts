// The 26 cantons (docs/product-rules.md#validation-limits). Browser-safe.
export const CANTONS = [
  "AG", "AI", "AR", "BE", "BL", "BS", "FR", "GE", "GL", "GR", "JU", "LU", "NE",
  "NW", "OW", "SG", "SH", "SO", "SZ", "TG", "TI", "UR", "VD", "VS", "ZG", "ZH",
] as const;
export type CantonCode = (typeof CANTONS)[number];
