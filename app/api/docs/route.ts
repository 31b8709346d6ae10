// GET /api/docs – defined beside the table of routes it describes (app/api/routes.ts says why).
export { apiReference as GET } from "@/app/api/routes";

export const dynamic = "force-dynamic";
