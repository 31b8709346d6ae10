// A legal text as data: the pages render it, scripts/make-legal-pdfs.ts prints it.
type LegalSection = { heading: string; paragraphs: string[] };
export type LegalDocument = { title: string; updated: string; sections: LegalSection[] };
