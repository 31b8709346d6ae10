// Moved to lib/consultants/aggregates.ts; this re-export goes with the next commit.
export * from "@/lib/consultants/aggregates";
