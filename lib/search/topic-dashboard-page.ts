// Everything the administration's topic dashboards (app/[locale]/administration/dashboard/consultant and team)
// show: the period their URL asks for (an unknown one shows the month), its figures and the top lists.
// Here, not with the figures in lib/stats, because the top lists are search's ranking.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getTopLists } from "@/lib/search/top-lists";
import { getDashboardFigures } from "@/lib/stats/dashboard-figures";
import { periodSchema } from "@/lib/stats/schema";

/** `periodParam` is the raw `?period=`. */
export async function loadTopicDashboardPage(actor: Actor, periodParam: string | undefined) {
  const period = periodSchema.parse(periodParam);
  const [figures, top] = await Promise.all([getDashboardFigures(actor, period), getTopLists(actor)]);
  return { period, figures, top };
}
