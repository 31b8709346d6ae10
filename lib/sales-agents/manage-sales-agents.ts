// /api/salesAgent: platform administrators only, for reading and writing alike.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";
import { notFound } from "@/lib/errors";
import { pageWindow, type Page } from "@/lib/http/pagination";
import type { SalesAgentData, SalesAgentListQuery } from "./schema";

type AgentRow = Prisma.SalesAgentGetPayload<{ include: { commissionLevel: true } }>;

function view(a: AgentRow) {
  return {
    ...a,
    dateOfBirth: a.dateOfBirth.toISOString().slice(0, 10),
    dateOfJoining: a.dateOfJoining.toISOString().slice(0, 10),
    commissionLevel: { id: a.commissionLevel.id, key: a.commissionLevel.key, commissionPercent: Number(a.commissionLevel.commissionPercent) },
  };
}

export type SalesAgentView = ReturnType<typeof view>;

function columns(input: SalesAgentData) {
  return { ...input, dateOfBirth: new Date(`${input.dateOfBirth}T00:00:00Z`), dateOfJoining: new Date(`${input.dateOfJoining}T00:00:00Z`) };
}

export async function listSalesAgents(actor: Actor, query: SalesAgentListQuery): Promise<Page<SalesAgentView>> {
  assertPlatformAdmin(actor);
  const and: Prisma.SalesAgentWhereInput[] = [];
  if (query.q) {
    const q = query.q;
    and.push({
      OR: [
        { number: { contains: q, mode: "insensitive" } },
        { givenName: { contains: q, mode: "insensitive" } },
        { familyName: { contains: q, mode: "insensitive" } },
        { companyName: { contains: q, mode: "insensitive" } },
      ],
    });
  }
  if (query.postalCodes.length) and.push({ postalCode: { in: query.postalCodes } });
  const where = { AND: and };
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, total] = await db().$transaction([
    db().salesAgent.findMany({
      where,
      include: { commissionLevel: true },
      orderBy: [{ familyName: "asc" }, { givenName: "asc" }, { id: "asc" }],
      skip: offset,
      ...(limit === null ? {} : { take: limit }),
    }),
    db().salesAgent.count({ where }),
  ]);
  return { items: rows.map(view), total, page: query.page, pageSize: query.pageSize };
}

export async function getSalesAgent(actor: Actor, id: number): Promise<SalesAgentView> {
  assertPlatformAdmin(actor);
  const agent = await db().salesAgent.findUnique({ where: { id }, include: { commissionLevel: true } });
  if (!agent) throw notFound("sales agent");
  return view(agent);
}

export async function createSalesAgent(actor: Actor, input: SalesAgentData): Promise<SalesAgentView> {
  assertPlatformAdmin(actor);
  return view(await db().salesAgent.create({ data: columns(input), include: { commissionLevel: true } }));
}

export async function updateSalesAgent(actor: Actor, id: number, input: SalesAgentData): Promise<SalesAgentView> {
  await getSalesAgent(actor, id);
  return view(await db().salesAgent.update({ where: { id }, data: columns(input), include: { commissionLevel: true } }));
}

export async function deleteSalesAgent(actor: Actor, id: number): Promise<void> {
  await getSalesAgent(actor, id);
  await db().salesAgent.delete({ where: { id } });
}
