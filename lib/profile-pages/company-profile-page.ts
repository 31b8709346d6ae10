// Loads the company page once per request (React cache): generateMetadata and the page share it.
import "server-only";
import { cache } from "react";
import { ANONYMOUS } from "@/lib/auth/actor";
import { getCompany } from "@/lib/companies/get-company";
import { AppError } from "@/lib/errors";

export const loadCompanyPage = cache(async (id: number) => {
  try {
    // The public page shows what the public sees, also to the company's administrators.
    return await getCompany(ANONYMOUS, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
});
