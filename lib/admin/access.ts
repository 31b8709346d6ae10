// Moved to lib/auth/platform-admin.ts; this re-export goes with the next commit.
export * from "@/lib/auth/platform-admin";
