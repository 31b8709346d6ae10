// Locale-aware navigation. Links are our own (./link.tsx: Next's Link, rendered on the server);
// redirects, the router and getPathname are next-intl's.
import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

export { Link } from "./link";
export const { redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);
