import { NewTicketSchema, TeamReplySchema, TicketReplySchema, type TicketKind } from "~/forms/partner/partner-ticket";
import { parseForm, type CommandResult, type Refused } from "../platform/http/command.server";
import { createTicket, replyAsPartner, replyAsTeam, type Author } from "./partner-tickets.server";

/** The ticket went away between the page and the post (or was never the partner's). */
const GONE: Refused = { ok: false, status: 404, message: "errors:notFound.title" };

/** A partner raises a ticket of one kind (communication page); answers its id, whose page shows the thread. */
export async function raiseTicketCommand(formData: FormData, input: { partnerId: number; kind: TicketKind; author: Author }): Promise<CommandResult<number>> {
  const form = parseForm(formData, NewTicketSchema);
  if (!form.ok) return form;
  const id = await createTicket({ partnerId: input.partnerId, kind: input.kind, ...form.value, author: input.author });
  return { ok: true, message: "partner:tickets.created", data: id };
}

/** The partner writes again in one of its own tickets; anyone else's is not found. */
export async function partnerReplyCommand(formData: FormData, input: { partnerId: number; ticketId: number; author: Author }): Promise<CommandResult<null>> {
  const form = parseForm(formData, TicketReplySchema);
  if (!form.ok) return form;
  const sent = await replyAsPartner({ ...input, body: form.value.body });
  return sent ? { ok: true, message: "partner:tickets.sent", data: null } : GONE;
}

/** The team answers a ticket from the admin side, as the admin, and may close it. */
export async function teamReplyCommand(formData: FormData, input: { ticketId: number; adminId: number }): Promise<CommandResult<null>> {
  const form = parseForm(formData, TeamReplySchema);
  if (!form.ok) return form;
  const sent = await replyAsTeam({ ...input, body: form.value.body, close: form.value.close === "on" });
  return sent ? { ok: true, message: "partner:tickets.sent", data: null } : GONE;
}
