// Everything the administration's page of one sales agent (app/[locale]/administration/salesAgent/[id]/page.tsx)
// shows: the agent, the form's starting values, their figures from data and the commission levels to choose from.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { nullIfNotFound } from "@/lib/errors";
import { isRecordId } from "@/lib/http/record-id";
import { getSalesAgent, type SalesAgentView } from "@/lib/sales-agents/manage-sales-agents";
import { getSalesAgentFigures, listCommissionLevels, type SalesAgentFigures } from "@/lib/sales-agents/sales-agent-figures";

type Found = {
  kind: "found";
  agent: SalesAgentView;
  /** The form's fields as stored. */
  initial: ReturnType<typeof formValues>;
  figures: SalesAgentFigures;
  levels: Awaited<ReturnType<typeof listCommissionLevels>>;
};

/** `idParam` is the route's [id]: not a record id, or no such agent, is "missing" (a 404). */
export async function loadSalesAgentPage(actor: Actor, idParam: string): Promise<Found | { kind: "missing" }> {
  const id = Number(idParam);
  if (!isRecordId(id)) return { kind: "missing" };
  const loaded = await nullIfNotFound(Promise.all([getSalesAgent(actor, id), getSalesAgentFigures(actor, id), listCommissionLevels(actor)]));
  if (loaded === null) return { kind: "missing" };
  const [agent, figures, levels] = loaded;
  return { kind: "found", agent, initial: formValues(agent), figures, levels };
}

function formValues(agent: SalesAgentView) {
  return {
    number: agent.number,
    companyName: agent.companyName,
    salutation: agent.salutation,
    title: agent.title,
    givenName: agent.givenName,
    middleNames: agent.middleNames,
    familyName: agent.familyName,
    dateOfBirth: agent.dateOfBirth,
    placeOfBirth: agent.placeOfBirth,
    dateOfJoining: agent.dateOfJoining,
    streetName: agent.streetName,
    streetNumber: agent.streetNumber,
    postalCode: agent.postalCode,
    city: agent.city,
    email: agent.email,
    phone: agent.phone,
    phoneCellular: agent.phoneCellular,
    commissionLevelId: agent.commissionLevelId,
  };
}
