import { notFound } from "next/navigation";

// Unknown paths under a locale get the localized 404 page (app/[locale]/not-found.tsx, with the
// site's layout and <html lang>) instead of Next's bare default.
export default function UnknownPage(): never {
  notFound();
}
