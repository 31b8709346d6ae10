// The bodies of the confirmation routes (browser-safe: the OpenAPI document and the routes share them).
import { z } from "zod";

/** POST /api/evaluation/{id}/confirm: the token of the mailed link. */
export const confirmationSchema = z.object({ token: z.string().min(1).max(100) });
