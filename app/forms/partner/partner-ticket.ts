import { z } from "zod";

/** The two kinds of ticket of the communication page (SPEC.md 2.7), by their page. */
export const TICKET_KINDS = { "tech-support": "tech_support", "general-query": "general_query" } as const;
export type TicketKind = (typeof TICKET_KINDS)[keyof typeof TICKET_KINDS];
export type TicketStatus = "open" | "answered" | "closed";

const body = z.string({ message: "partner:tickets.errors.bodyRequired" }).trim().min(1, "partner:tickets.errors.bodyRequired").max(5000, "partner:tickets.errors.bodyLong");

export const NewTicketSchema = z.object({
  subject: z.string({ message: "partner:tickets.errors.subjectRequired" }).trim().min(3, "partner:tickets.errors.subjectShort").max(150, "partner:tickets.errors.subjectLong"),
  body,
});

export const TicketReplySchema = z.object({ body });

/** The team's answer from the admin side; closing ends the conversation until the partner writes again. */
export const TeamReplySchema = z.object({ body, close: z.literal("on").optional() });
