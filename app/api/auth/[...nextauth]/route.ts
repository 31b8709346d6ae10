// GET/POST /api/auth/* – next-auth (sign-in, callback, session, sign-out, csrf), options built per request.
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { localSignInRefused } from "@/lib/auth/local-sign-in-guard";
import { buildAuthOptions } from "@/lib/auth/auth-options";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handle(request: NextRequest, context: Context): Promise<Response> {
  const refused = localSignInRefused((await context.params).nextauth);
  if (refused) return refused;
  return NextAuth(request, context, buildAuthOptions()) as Promise<Response>;
}

export { handle as GET, handle as POST };
