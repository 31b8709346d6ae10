// Moved to lib/server/network-hash.ts; this re-export goes with the next commit.
export * from "@/lib/server/network-hash";
