import { channelName, type Channel } from "~/domain/consumer/arrival";
import { formatDateTime } from "~/domain/platform/dates";
import { maskCodes, maskContact } from "~/domain/back-office/masking";
import { noteForConsumer } from "../lending/applications.server";
import type { ConsumerRecord } from "../consumer/consumer-record.server";
import type { JourneyStep, OffersSeen } from "../consumer/journey-events.server";

/** One moment of a consumer's journey as the back office reads it; `at` orders them, `when` is shown. */
export type TimelineEntry = { at: string; when: string } & (
  | { kind: "journey"; product: string | null; partner: string | null; reference: string; channel: Channel | null; merchant: string | null }
  | { kind: "step"; step: JourneyStep; product: string | null; channel: string | null }
  | ({ kind: "offers" } & OffersSeen)
  | { kind: "kfs"; lender: string; amount: number; months: number }
  | { kind: "consent"; purpose: string; granted: boolean; lender: string | null }
  | { kind: "applied"; reference: string; lender: string; amount: number | null }
  | { kind: "status"; reference: string; lender: string; status: string; source: string; note: string | null; noteKey: string | null }
  | { kind: "handoff"; reference: string; lender: string; outcome: string; httpStatus: number | null }
  | { kind: "lenderEvent"; reference: string; lender: string; status: string | null; outcome: string }
  | { kind: "card"; reference: string; card: string }
  | { kind: "insurance"; reference: string; product: string; status: string }
  | { kind: "message"; channel: string; to: string; subject: string | null; body: string; status: string }
  | { kind: "care"; by: string; action: string; body: string | null }
  | { kind: "call"; by: string; outcome: string; note: string | null }
);

type Entry = TimelineEntry extends infer E ? (E extends TimelineEntry ? Omit<E, "at" | "when"> & { at: Date } : never) : never;

/**
 * A consumer's whole journey, oldest first, in one list: journeys begun,
 * each step, offers seen, KFS and consents, applications with each status,
 * hand-off and lender call, cards, insurance, messages, and what our team
 * did. Message texts keep no code (maskCodes); their destination is masked
 * unless `contacts` is "full". Status notes are those the consumer read.
 */
export function journeyTimeline(record: ConsumerRecord, options: { language: string; contacts: "full" | "masked" }): TimelineEntry[] {
  const apps = new Map(record.applications.map((a) => [a.id, a]));
  const appOf = (id: number | null) => (id ? apps.get(id) : undefined);
  const entries: Entry[] = [];
  for (const j of record.journeys)
    entries.push({ at: j.createdAt, kind: "journey", product: j.product, partner: j.partner, reference: j.uuid, channel: channelName(j.channelId), merchant: j.merchant });
  for (const e of record.events) {
    const detail = e.detail as Record<string, unknown>;
    if (e.kind === "offers_seen") entries.push({ at: e.createdAt, kind: "offers", ...(detail as unknown as OffersSeen) });
    else entries.push({ at: e.createdAt, kind: "step", step: e.kind as JourneyStep, product: (detail.product as string) ?? null, channel: (detail.channel as string) ?? null });
  }
  for (const c of record.consents) {
    if (c.purpose === "kfs") {
      const [, name, amount, months] = c.textVersion.split(":");
      entries.push({ at: c.createdAt, kind: "kfs", lender: record.lenderNames[name] ?? name, amount: Number(amount), months: Number(months) });
    } else entries.push({ at: c.createdAt, kind: "consent", purpose: c.purpose, granted: c.granted, lender: appOf(c.creditApplicationId)?.lender ?? null });
  }
  for (const a of record.applications) entries.push({ at: a.createdAt, kind: "applied", reference: a.uuid, lender: a.lender, amount: a.amount });
  for (const h of record.history) {
    const app = appOf(h.creditApplicationId)!;
    // The first "applied" is the application itself, drawn above with its amount.
    if (h.status === "applied" && h.source === "consumer") continue;
    entries.push({ at: h.createdAt, kind: "status", reference: app.uuid, lender: app.lender, status: h.status, source: h.source, ...noteForConsumer(h.source, h.note) });
  }
  for (const s of record.attempts) {
    const app = appOf(s.creditApplicationId)!;
    entries.push({ at: s.createdAt, kind: "handoff", reference: app.uuid, lender: app.lender, outcome: s.outcome, httpStatus: s.httpStatus });
  }
  for (const w of record.webhooks) {
    const app = appOf(w.creditApplicationId)!;
    entries.push({ at: w.createdAt, kind: "lenderEvent", reference: app.uuid, lender: app.lender, status: w.status, outcome: w.outcome });
  }
  for (const c of record.cards) entries.push({ at: c.createdAt, kind: "card", reference: c.uuid, card: c.card });
  for (const i of record.insurance) entries.push({ at: i.createdAt, kind: "insurance", reference: i.uuid, product: i.product, status: i.status });
  for (const m of record.messages) {
    const to = options.contacts === "full" ? m.destination : maskContact(m.destination);
    entries.push({ at: m.createdAt, kind: "message", channel: m.channel, to, subject: m.subject, body: maskCodes(m.body), status: m.status });
  }
  for (const c of record.care) entries.push({ at: c.createdAt, kind: "care", by: c.admin, action: c.kind, body: c.body });
  for (const c of record.calls) entries.push({ at: c.createdAt, kind: "call", by: c.admin, outcome: c.outcome, note: c.note });
  // A stable sort: moments of the same instant keep the order they were added in (a journey before its steps).
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at.getTime() - b.e.at.getTime() || a.i - b.i)
    .map(({ e }) => ({ ...e, at: e.at.toISOString(), when: formatDateTime(e.at, options.language) }) as TimelineEntry);
}
