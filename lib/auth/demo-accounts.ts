// The local accounts of the demo data. The seed creates them (and their consultant records,
// matched by e-mail); the development sign-in offers them. Never used in production.
import { PERMISSIONS, type Permission } from "@/lib/auth/permissions";

export type DemoAccount = {
  key: "platformAdmin" | "companyAdmin" | "consultant" | "claimer" | "newUser";
  email: string;
  name: string;
  roles: string[];
  permissions: Permission[];
};

const PLATFORM_ADMIN_ROLE_DEFAULT = "beraterwahlAdministrator";

export const DEMO_ACCOUNTS: DemoAccount[] = [
  // Platform staff: every permission, no consultant profile.
  { key: "platformAdmin", email: "admin@beraterwahl.ch", name: "Petra Plattform", roles: [PLATFORM_ADMIN_ROLE_DEFAULT], permissions: [...PERMISSIONS] },
  // Administrator of the demo company "Alpen Finanz AG".
  { key: "companyAdmin", email: "claudia.meier@alpenfinanz.ch", name: "Claudia Meier", roles: [], permissions: [] },
  // An active consultant, member of the same company.
  { key: "consultant", email: "lukas.brunner@alpenfinanz.ch", name: "Lukas Brunner", roles: [], permissions: [] },
  // Owner of the seeded unclaimed profile (same e-mail): can claim it.
  { key: "claimer", email: "sandro.keller@example.ch", name: "Sandro Keller", roles: [], permissions: [] },
  // Somebody without a profile: lands on account creation.
  { key: "newUser", email: "neu.berater@example.ch", name: "Nora Neu", roles: [], permissions: [] },
];
