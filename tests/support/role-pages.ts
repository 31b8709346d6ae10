// The pages made for each signed-in role, with the seeded records' ids filled in: what the phone-width
// test opens at 360 px (tests/e2e/phone-width.spec.ts) and what `npm run screenshots` photographs.
import { PROFILE_TABS } from "@/lib/account/profile-schema";

type Id = number | string;

/** The information pages that every visitor can open. */
export const INFORMATION_PAGES = ["/for-consultants", "/about-us", "/transparency", "/imprint", "/privacy-policy", "/terms-of-service", "/sign-in"];

/** The consultant's own profile, one address per tab. */
export const PROFILE_PAGES = PROFILE_TABS.map((tab) => `/account/profile?tab=${tab}`);

/** The administration's dashboards, lists and forms, the forms of seeded records among them. */
export function administrationPages(ids: { company: Id; consultant: Id; salesAgent: Id }): string[] {
  return [
    "/administration",
    "/administration/dashboard/consultant",
    "/administration/dashboard/team",
    "/administration/companies",
    "/administration/companies/add",
    `/administration/companies/${ids.company}`,
    "/administration/consultants",
    "/administration/consultants/add",
    `/administration/consultants/${ids.consultant}`,
    "/administration/salesAgents",
    "/administration/salesAgents/add",
    `/administration/salesAgent/${ids.salesAgent}`,
    "/administration/topics",
    "/administration/questionnaire",
    "/administration/reports",
    "/administration/moderation",
    "/administration/moderation/audit",
    "/administration/outbox",
  ];
}
