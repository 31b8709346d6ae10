// next-intl's router and pathname for client components (the account and the administration):
// locale-aware push/replace and the path without its language prefix. Server code uses ./navigation.ts.
import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

export const { usePathname, useRouter } = createNavigation(routing);
