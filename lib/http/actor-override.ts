// Lets tests call route handlers as a given actor without cookies or tokens. The override lives in
// an AsyncLocalStorage scope that only in-process code can open (tests/support/api.ts); a request
// from outside can never set it, and concurrent test calls cannot see each other's actor.
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Actor } from "@/lib/auth/actor";

const storage = new AsyncLocalStorage<Actor>();

export function runAsActor<T>(actor: Actor, fn: () => Promise<T>): Promise<T> {
  return storage.run(actor, fn);
}

export function overriddenActor(): Actor | undefined {
  return storage.getStore();
}
