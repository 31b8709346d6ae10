// The company link state machine (docs/product-rules.md#companies-and-membership), as a pure rule: who may move a consultant from
// which state to which. Browser-safe, unit-tested.
export type LinkState = "unlinked" | "requestedByConsultant" | "requestedByCompany" | "accepted" | "administrator";
export type LinkRole = "consultant" | "companyAdmin" | "platform";

/**
 * `current` is the consultant's state towards THIS company ("unlinked" when they are linked to
 * no company; null when they are linked to another company).
 */
export function linkTransitionAllowed(role: LinkRole, current: LinkState | null, target: LinkState): boolean {
  if (role === "platform") return true;
  if (current === null) return false;
  if (role === "consultant") {
    if (target === "requestedByConsultant") return current === "unlinked";
    if (target === "accepted") return current === "requestedByCompany";
    // Cancel a request, decline an invitation, or leave.
    if (target === "unlinked") return current !== "unlinked";
    return false;
  }
  switch (target) {
    case "requestedByCompany":
      return current === "unlinked";
    case "accepted":
      return current === "requestedByConsultant" || current === "administrator";
    case "administrator":
      return current === "accepted";
    case "unlinked":
      return current !== "unlinked";
    default:
      return false;
  }
}
