import { legalDocumentPage } from "@/components/public/legal-document";
import { IMPRINT_DE } from "@/lib/content/legal/imprint-de";

// Served from the page cache, rendered on the first visit to this server (never at build time: the
// layout lists no locales to prerender), so the runtime configuration it shows (and the footer's
// analytics address) is the deployment's. Rendered again at most once an hour.
export const revalidate = 3600;

const page = legalDocumentPage({ doc: IMPRINT_DE, path: "/imprint", titleKey: "imprintTitle", descriptionKey: "imprintDescription" });

export const generateMetadata = page.generateMetadata;
export default page.LegalDocumentPage;
