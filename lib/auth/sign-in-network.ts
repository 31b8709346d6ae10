// Remembers the network a user signs in from (as a keyed hash, for 30 days): an evaluation of their
// own profile confirmed from that network is held for moderation (lib/evaluations/hold-rules.ts).
import "server-only";
import { headers } from "next/headers";
import { db } from "@/lib/db/client";
import { networkHash } from "@/lib/auth/network-hash";
import { clientIp } from "@/lib/server/client-address";

export async function recordSignInNetwork(userId: string): Promise<void> {
  try {
    // The same client address as the rate limits use, read from the sign-in request's headers.
    const hash = networkHash(clientIp(new Request("http://sign-in.invalid/", { headers: await headers() })));
    if (!hash) return;
    await db().signInNetwork.upsert({
      where: { userId_networkHash: { userId, networkHash: hash } },
      create: { userId, networkHash: hash },
      update: { lastSeenAt: new Date() },
    });
  } catch (error) {
    // A sign-in never fails for want of this record.
    console.warn(JSON.stringify({ level: "warn", event: "sign_in_network_not_recorded", error: error instanceof Error ? error.message : "unknown" }));
  }
}
