/**
 * What bench/faults.ts holds the run to, read from the database after the
 * queue has drained: every acknowledged submission stored exactly once (an
 * unacknowledged one at most once), every queued job run exactly once, and
 * how the requests were answered while the fault lasted.
 */
import { createHash } from "node:crypto";
import type postgres from "postgres";
import { APPLY_LENDER, type Attempt, type Kind, type Submission } from "./fault-clients";
import type { SandboxStats } from "./fault-receivers";

export interface StoredRow {
  what: string;
  submissions: number;
  acknowledged: number;
  lost: number;
  duplicated: number;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const countBy = (rows: { key: string; n: number }[]) => new Map(rows.map((r) => [String(r.key), Number(r.n)]));

/**
 * Per submission where it has a key of its own (a sign-in's mobile, an
 * enquiry's text, an application's intake); per consumer where one consumer
 * sends the same kind many times (applications, reminders): stored no fewer
 * than were acknowledged, no more than were meant.
 */
export async function storedOnce(sql: postgres.Sql, submissions: Submission[]): Promise<StoredRow[]> {
  const of = (kind: Kind) => submissions.filter((s) => s.kind === kind);
  const rows: StoredRow[] = [];
  const row = (what: string, list: Submission[], lost: number, duplicated: number) =>
    rows.push({ what, submissions: list.length, acknowledged: list.filter((s) => s.acknowledged).length, lost, duplicated });

  const signIns = of("sign-in");
  const sessions = new Set(
    (
      await sql`select token_hash from sessions where token_hash in ${sql(
        signIns
          .filter((s) => s.token)
          .map((s) => hash(s.token!))
          .concat(""),
      )}`
    ).map((r) => r.token_hash as string),
  );
  const users = countBy(await sql`select mobile_phone_number as key, count(*)::int as n from users where mobile_phone_number in ${sql(signIns.map((s) => s.key).concat(""))} group by 1`);
  row("OTP sign-ins (a session)", signIns, signIns.filter((s) => s.acknowledged && !sessions.has(hash(s.token!))).length, [...users.values()].filter((n) => n > 1).length);

  const perKey = (list: Submission[], stored: Map<string, number>) => {
    let lost = 0;
    let duplicated = 0;
    for (const key of new Set(list.map((s) => s.key))) {
      const meant = list.filter((s) => s.key === key);
      const n = stored.get(key) ?? 0;
      lost += Math.max(0, meant.filter((s) => s.acknowledged).length - n);
      duplicated += Math.max(0, n - meant.length);
    }
    return [lost, duplicated] as const;
  };

  const applications = countBy(
    await sql`
    select c.user_id as key, count(*)::int as n from credit_applications c join lenders l on l.id = c.lender_id
    where l.name = ${APPLY_LENDER} group by 1`,
  );
  row("loan applications", of("apply"), ...perKey(of("apply"), applications));

  const reminders = countBy(await sql`select user_id as key, count(*)::int as n from reminders group by 1`);
  row("remind me later", of("remind"), remindersLost(of("remind"), await sql`select user_id, created_at, sent_at from reminders`), perKey(of("remind"), reminders)[1]);

  const intakes = countBy(
    await sql`
    select c.uuid::text as key, count(h.id)::int as n from credit_applications c
    join credit_application_status_history h on h.credit_application_id = c.id and h.source = 'lender'
      and h.note in ('Merchant form received', 'Rejected by the lender''s rules')
    group by 1`,
  );
  row("merchant intake forms", of("intake"), ...perKey(of("intake"), intakes));

  const leads = countBy(await sql`select description as key, count(*)::int as n from leads group by 1`);
  row("help enquiries", of("help"), ...perKey(of("help"), leads));
  return rows;
}

/**
 * One reminder waits per offer (app/server/reminders.server.ts): asked again
 * while one waits, the one waiting stands and the ask is answered. So an
 * acknowledged ask is kept when a reminder of that consumer was made before
 * its answer and was still waiting (not yet sent) when its first post left.
 */
function remindersLost(asks: Submission[], rows: postgres.Row[]): number {
  const byUser = new Map<string, { made: number; sent: number | null }[]>();
  for (const r of rows) byUser.set(String(r.user_id), [...(byUser.get(String(r.user_id)) ?? []), { made: new Date(r.created_at).getTime(), sent: r.sent_at ? new Date(r.sent_at).getTime() : null }]);
  const kept = (ask: Submission) => (byUser.get(ask.key) ?? []).some((r) => r.made <= ask.end! && (r.sent === null || r.sent >= ask.start!));
  return asks.filter((ask) => ask.acknowledged && !kept(ask)).length;
}

export interface JobRow {
  what: string;
  jobs: number;
  once: number;
  notRun: number;
  twice: number;
  note: string;
}

/** Each kind of queued work, counted where it lands: the lender, the gateway, the application's history. */
export async function jobsOnce(sql: postgres.Sql, gateway: { deliveries: Map<number, number>; replays: Map<number, number> }, sandbox: SandboxStats): Promise<JobRow[]> {
  const { deliveries, replays } = gateway;
  const [handoff] = await sql`
    select count(*)::int as jobs,
           count(*) filter (where a.accepted = 1)::int as once,
           count(*) filter (where a.accepted = 0)::int as not_run,
           count(*) filter (where a.accepted > 1)::int as twice
    from credit_applications c join lenders l on l.id = c.lender_id
    cross join lateral (select count(*)::int as accepted from lender_submission_attempts t where t.credit_application_id = c.id and t.outcome = 'accepted') a
    where l.name = ${APPLY_LENDER}`;
  const outbox = await sql`select id from outbox`;
  // Taken by the gateway: a delivery sent again with the first one's key is the same SMS.
  const delivered = outbox.map((r) => (deliveries.get(Number(r.id)) ?? 0) - (replays.get(Number(r.id)) ?? 0));
  const replayed = outbox.reduce((n, r) => n + (replays.get(Number(r.id)) ?? 0), 0);
  const reminders = await sql`
    select r.user_id, count(*) filter (where r.sent_at is not null)::int as sent, count(*)::int as made,
           (select count(*)::int from outbox o where o.destination = u.mobile_phone_number and o.body like ${`%/user/apply/${APPLY_LENDER}%`}) as messages
    from reminders r join users u on u.id = r.user_id group by r.user_id, u.mobile_phone_number`;
  // Every step the lender reported is in the history: as it came, or kept as reported late (lender_late) after a later one.
  const events = await sql`
    select count(*) filter (where h.status = 'approved')::int as approved, count(*) filter (where h.status = 'disbursed')::int as disbursed,
           count(*) filter (where h.source = 'lender_late')::int as late
    from credit_applications c join lenders l on l.id = c.lender_id
    left join credit_application_status_history h on h.credit_application_id = c.id and h.source in ('lender', 'lender_late')
    where l.name = ${APPLY_LENDER} and c.submission_state = 'sent' group by c.id`;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return [
    {
      what: "lender hand-offs",
      jobs: handoff.jobs,
      once: handoff.once,
      notRun: handoff.not_run,
      twice: handoff.twice,
      note: `the lender took ${sandbox.accepted}, replayed ${sandbox.replayed} retries by their key`,
    },
    {
      what: "messages (OTP, reminders)",
      jobs: outbox.length,
      once: delivered.filter((n) => n === 1).length,
      notRun: delivered.filter((n) => n === 0).length,
      twice: delivered.filter((n) => n > 1).length,
      note: `by outbox id at the gateway; sent again and taken once by its Idempotency-Key: ${replayed}`,
    },
    {
      what: "reminders (released at once)",
      jobs: sum(reminders.map((r) => r.made)),
      once: sum(reminders.map((r) => Math.min(r.sent, r.messages))),
      notRun: sum(reminders.map((r) => r.made - Math.min(r.made, r.messages))),
      twice: sum(reminders.map((r) => Math.max(0, r.messages - r.made))),
      note: "one SMS per reminder",
    },
    {
      what: "lender webhooks (approved, disbursed)",
      jobs: events.length * 2,
      once: sum(events.map((e) => Number(e.approved === 1) + Number(e.disbursed === 1))),
      notRun: sum(events.map((e) => Number(e.approved === 0) + Number(e.disbursed === 0))),
      twice: sum(events.map((e) => Math.max(0, e.approved - 1) + Math.max(0, e.disbursed - 1))),
      note: `${sandbox.webhooks} calls, ${sandbox.webhookFailures} given up by the lender; kept as reported late: ${sum(events.map((e) => e.late))}`,
    },
  ];
}

export interface FaultAnswers {
  /** Requests that ended while the fault lasted, by status. */
  during: Record<string, number>;
  /** Over the whole run. */
  fiveHundreds: number;
  hangs: number;
  slowestMs: number;
  /** What the slowest was, and when it started from the fault's start (s). */
  slowest: string;
  /** From the service's return (the database started, the app listening) to the first acknowledged answer to a request sent after it. */
  recoveryMs: number | null;
}

export function faultAnswers(attempts: Attempt[], fault: { from: number; to: number; back: number }): FaultAnswers {
  const during: Record<string, number> = {};
  for (const a of attempts.filter((a) => a.end >= fault.from && a.end <= fault.to)) during[a.status] = (during[a.status] ?? 0) + 1;
  const served = attempts.filter((a) => a.start >= fault.back && a.status < 400).map((a) => a.end);
  return {
    during,
    fiveHundreds: attempts.filter((a) => a.status === 500).length,
    hangs: attempts.filter((a) => a.status === 598).length,
    slowestMs: Math.max(0, ...attempts.map((a) => a.end - a.start)),
    slowest: (() => {
      const a = attempts.reduce((x, y) => (y.end - y.start > x.end - x.start ? y : x), attempts[0]);
      return a ? `${a.kind} ${a.status}, sent ${((a.start - fault.from) / 1000).toFixed(1)} s from the fault's start` : "";
    })(),
    recoveryMs: served.length ? Math.min(...served) - fault.back : null,
  };
}
