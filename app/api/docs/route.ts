// GET /api/docs – defined beside the table of routes it describes (app/api/routes.ts says why).
import { apiReference } from "@/app/api/routes";

export const dynamic = "force-dynamic";

export const GET = apiReference;
