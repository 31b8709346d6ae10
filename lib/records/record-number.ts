// The numbers staff read out on the phone: one format per kind, for seeded and new records alike
// (C-000123 consultants, F-0042 companies, S-0007 sales agents). Browser-safe: the formats and the
// sales-agent check are used by forms too; allocation lives in allocate-record-number.ts.

export const RECORD_NUMBER_FORMATS = {
  consultant: { prefix: "C-", digits: 6 },
  company: { prefix: "F-", digits: 4 },
  salesAgent: { prefix: "S-", digits: 4 },
} as const;

export type NumberedRecord = keyof typeof RECORD_NUMBER_FORMATS;

/** The n-th record's number: formatRecordNumber("consultant", 12) is "C-000012" (wider numbers keep all their digits). */
export function formatRecordNumber(kind: NumberedRecord, n: number): string {
  const { prefix, digits } = RECORD_NUMBER_FORMATS[kind];
  return `${prefix}${String(n).padStart(digits, "0")}`;
}

/** A number of this kind's format, e.g. /^S-\d{4,}$/ for sales agents. */
export function recordNumberPattern(kind: NumberedRecord): RegExp {
  const { prefix, digits } = RECORD_NUMBER_FORMATS[kind];
  return new RegExp(`^${prefix}\\d{${digits},}$`);
}
