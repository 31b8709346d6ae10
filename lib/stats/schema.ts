// The administration dashboards' period (lib/stats/dashboard-figures.ts). Browser-safe.
import { z } from "zod";

export const DASHBOARD_PERIODS = ["day", "week", "month", "year"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** The period defaults to the current calendar year, i.e. monthly buckets over a year (docs/product-rules.md#administration). */
export const periodSchema = z.enum(DASHBOARD_PERIODS).catch("month");
