// The pricing plans (docs/product-rules.md#subscriptions-and-pricing): stored in PricingPlan (seeded by
// prisma/seed/reference.ts), each with its Stripe price id from configuration.
import "server-only";
import { config, type Config } from "@/lib/config";
import { resolveContext, type ServiceContext } from "@/lib/service-context";

export type PlanId = "essential" | "professional" | "corporate";

export type Plan = {
  id: string;
  /** CHF per month (per user when perUser). */
  monthlyPriceChf: number | null;
  perUser: boolean;
  highlighted: boolean;
  /** Message keys in the "pricing" namespace ("features.bookingTool"). */
  features: string[];
  /** null when no price is configured: the plan shows, but checkout is not offered. */
  stripePriceId: string | null;
  /** Corporate is arranged by sales (corporate request form), the others by checkout. */
  purchase: "checkout" | "onRequest";
};

function configuredPriceIds(c: Config = config()): Record<PlanId, string | null> {
  return {
    essential: c.STRIPE_PRICE_ESSENTIAL ?? null,
    professional: c.STRIPE_PRICE_PROFESSIONAL ?? null,
    corporate: c.STRIPE_PRICE_CORPORATE ?? null,
  };
}

/** The plan a Stripe price belongs to, or null for a price we do not know. */
export function planIdForPrice(priceId: string | null | undefined, c: Config = config()): PlanId | null {
  if (!priceId) return null;
  const entry = Object.entries(configuredPriceIds(c)).find(([, id]) => id === priceId);
  return entry ? (entry[0] as PlanId) : null;
}

export async function listPlans(options: ServiceContext = {}): Promise<Plan[]> {
  const rows = await resolveContext(options).db.pricingPlan.findMany({ where: { active: true }, orderBy: { sortOrder: "asc" } });
  const prices: Record<string, string | null> = configuredPriceIds();
  return rows.map((row) => ({
    id: row.id,
    monthlyPriceChf: row.monthlyPriceChf,
    perUser: row.perUser,
    highlighted: row.highlighted,
    // Stored as full message keys ("pricing.features.bookingTool"); pages translate in "pricing".
    features: row.features.map((key) => key.replace(/^pricing\./, "")),
    stripePriceId: prices[row.id] ?? null,
    purchase: row.perUser ? "onRequest" : "checkout",
  }));
}
