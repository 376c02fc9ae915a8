import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { adminUsers, partners, partnerTicketMessages, partnerTickets, partnerUsers } from "../../../db/schema";
import type { TicketKind, TicketStatus } from "~/forms/partner/partner-ticket";
import { getDb } from "../platform/db/db.server";

/**
 * Tickets a partner raises (communication) and the team answers (admin
 * partner-tickets). A partner reads and writes only its own tickets; each
 * message records who wrote it, an admin acting as the partner included.
 */
export interface TicketSummary {
  id: number;
  kind: TicketKind;
  subject: string;
  status: TicketStatus;
  partner: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface TicketMessage {
  id: number;
  side: "partner" | "team";
  partnerUsername: string | null;
  adminUsername: string | null;
  body: string;
  createdAt: Date;
}

export interface TicketThread extends TicketSummary {
  messages: TicketMessage[];
}

/** Who wrote a message: the partner user, and the admin when one wrote it (answering, or masquerading as the partner). */
export interface Author {
  partnerUserId: number | null;
  adminId: number | null;
}

const summary = {
  id: partnerTickets.id,
  kind: partnerTickets.kind,
  subject: partnerTickets.subject,
  status: partnerTickets.status,
  partner: partners.displayName,
  createdAt: partnerTickets.createdAt,
  updatedAt: partnerTickets.updatedAt,
};

const messageColumns = {
  id: partnerTicketMessages.id,
  side: partnerTicketMessages.side,
  partnerUsername: partnerUsers.username,
  adminUsername: adminUsers.username,
  body: partnerTicketMessages.body,
  createdAt: partnerTicketMessages.createdAt,
};

async function tickets(where: SQL | undefined): Promise<TicketSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(summary)
    .from(partnerTickets)
    .innerJoin(partners, eq(partners.id, partnerTickets.partnerId))
    .where(where)
    .orderBy(desc(partnerTickets.updatedAt), desc(partnerTickets.id));
  return rows as TicketSummary[];
}

export async function createTicket(input: { partnerId: number; kind: TicketKind; subject: string; body: string; author: Author }): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [ticket] = await tx.insert(partnerTickets).values({ partnerId: input.partnerId, kind: input.kind, subject: input.subject }).returning({ id: partnerTickets.id });
    await tx.insert(partnerTicketMessages).values({ ticketId: ticket.id, side: "partner", partnerUserId: input.author.partnerUserId, adminUserId: input.author.adminId, body: input.body });
    return ticket.id;
  });
}

/** A partner's own tickets of one kind, latest activity first. */
export function ownTickets(partnerId: number, kind: TicketKind): Promise<TicketSummary[]> {
  return tickets(and(eq(partnerTickets.partnerId, partnerId), eq(partnerTickets.kind, kind)));
}

/** Every partner's tickets for the team, those waiting for an answer first. */
export async function teamTickets(statuses?: TicketStatus[]): Promise<TicketSummary[]> {
  const rows = await tickets(statuses?.length ? inArray(partnerTickets.status, statuses) : undefined);
  const order: Record<TicketStatus, number> = { open: 0, answered: 1, closed: 2 };
  return rows.sort((a, b) => order[a.status] - order[b.status]);
}

/** A ticket with its thread; with a partner id, only if it is that partner's (else null: the caller answers 404). */
export async function ticketThread(ticketId: number, partnerId?: number): Promise<TicketThread | null> {
  if (!Number.isSafeInteger(ticketId) || ticketId < 1) return null;
  const [ticket] = await tickets(and(eq(partnerTickets.id, ticketId), partnerId === undefined ? undefined : eq(partnerTickets.partnerId, partnerId)));
  if (!ticket) return null;
  const db = await getDb();
  const messages = await db
    .select(messageColumns)
    .from(partnerTicketMessages)
    .leftJoin(partnerUsers, eq(partnerUsers.id, partnerTicketMessages.partnerUserId))
    .leftJoin(adminUsers, eq(adminUsers.id, partnerTicketMessages.adminUserId))
    .where(eq(partnerTicketMessages.ticketId, ticketId))
    .orderBy(asc(partnerTicketMessages.id));
  return { ...ticket, messages: messages as TicketMessage[] };
}

/** Adds a message to a ticket and moves its status: a partner's message reopens it, the team's answers or closes it. */
async function addMessage(ticketId: number, side: "partner" | "team", author: Author, body: string, status: TicketStatus): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(partnerTicketMessages).values({ ticketId, side, partnerUserId: author.partnerUserId, adminUserId: author.adminId, body });
    await tx.update(partnerTickets).set({ status, updatedAt: new Date() }).where(eq(partnerTickets.id, ticketId));
  });
}

/** The partner writes again in one of its own tickets; answers false for anyone else's. */
export async function replyAsPartner(input: { partnerId: number; ticketId: number; body: string; author: Author }): Promise<boolean> {
  if (!(await ticketThread(input.ticketId, input.partnerId))) return false;
  await addMessage(input.ticketId, "partner", input.author, input.body, "open");
  return true;
}

/** The team answers a ticket from the admin side, and may close it. */
export async function replyAsTeam(input: { ticketId: number; adminId: number; body: string; close: boolean }): Promise<boolean> {
  if (!(await ticketThread(input.ticketId))) return false;
  await addMessage(input.ticketId, "team", { partnerUserId: null, adminId: input.adminId }, input.body, input.close ? "closed" : "answered");
  return true;
}
