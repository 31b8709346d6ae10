// GET/POST /api/auth/* – next-auth (sign-in, callback, session, sign-out, csrf), options built per request.
import { randomUUID } from "node:crypto";
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { localSignInRefused } from "@/lib/auth/local-sign-in-guard";
import { buildAuthOptions } from "@/lib/auth/auth-options";
import { AppError } from "@/lib/errors";
import { countUnreadConversations } from "@/lib/inbox/unread-count";
import { problemResponse } from "@/lib/http/problem";
import { documented } from "@/lib/http/route-contract";
import { z } from "zod";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handle(request: NextRequest, context: Context): Promise<Response> {
  const refused = localSignInRefused((await context.params).nextauth);
  if (refused) return refused;
  // next-auth parses a JSON body without a guard: a malformed one would surface as a 500.
  if (request.method === "POST" && request.headers.get("content-type")?.includes("application/json")) {
    try {
      JSON.parse(await request.clone().text());
    } catch {
      return problemResponse(new AppError("bad_request", "The request body is not valid JSON."), request, randomUUID());
    }
  }
  return NextAuth(request, context, buildAuthOptions(undefined, { unreadConversations: countUnreadConversations })) as Promise<Response>;
}

// next-auth's own endpoints: JSON or redirects, documented by next-auth; here only what they are for.
const params = z.object({ nextauth: z.string() });

export const GET = documented(handle, {
  params,
  doc: {
    summary: "next-auth's sign-in endpoints (providers, csrf, session, callback/{provider}, signin, signout)",
    tag: "sign-in",
    access: "anyone",
    success: { status: 200, description: "JSON, or a redirect to the identity provider" },
  },
});

export const POST = documented(handle, {
  params,
  doc: {
    summary: "next-auth's form posts (signin, signout, callback/credentials) with its CSRF token",
    tag: "sign-in",
    access: "anyone",
    success: { status: 302, description: "Redirect" },
  },
});
