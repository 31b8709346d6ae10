// POST /api/evaluation/{id}/confirmation-email: the customer's private edit token (browser-safe).
import { z } from "zod";

export const resendConfirmationSchema = z.object({ editToken: z.string().min(1).max(100) });
