import { and, asc, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { adminUsers, telecallingCases, users } from "../../../db/schema";
import { completionFlags } from "~/domain/products";
import { DROP_OFF_AFTER_MS, DROP_OFF_WINDOW_MS, FINAL_OUTCOMES } from "~/domain/back-office/telecalling";
import { withinCallingHours } from "~/domain/back-office/calling-hours";
import { CONTACT_PURPOSES } from "~/domain/consumer/consents";
import { now } from "../platform/db/clock.server";
import { getDb, type Db } from "../platform/db/db.server";

/** How many loan profiles the consumer `u` completed: the sum of every loan's completion flag (app/domain/products/; column names from the schema). */
const COMPLETED_SUM = sql.raw(
  Object.values(completionFlags)
    .map((flag) => `u.${users[flag].name}`)
    .join(" + "),
);

/** Only one sync runs at a time; another page load meanwhile shows the queue as it is. */
const SYNC_LOCK = 44_021;

const finalOutcomes = sql.raw(FINAL_OUTCOMES.map((o) => `'${o}'`).join(", "));
const contactPurposes = sql.raw(CONTACT_PURPOSES.map((p) => `'${p}'`).join(", "));

/**
 * The consumer (their id: `userId`) has not withdrawn their consent to be
 * contacted: their latest word on it in the consent ledger, if any, is not a
 * withdrawal (app/domain/consumer/consents.ts).
 */
const contactAllowed = (userId: SQL) => sql`coalesce((select c.granted from consents c where c.user_id = ${userId} and c.purpose in (${contactPurposes}) order by c.id desc limit 1), true)`;

/**
 * Puts the consumers who dropped off on the queue (docs/decisions/044):
 * those whose journey has been still for DROP_OFF_AFTER_MS, within the last
 * DROP_OFF_WINDOW_MS, who agreed to be contacted (allow_sms, and no later
 * withdrawal in the consent ledger) and were not erased; each with their furthest drop-off: a refused application, offers
 * seen and none applied for, a profile and no application, a code and no
 * profile. An open case follows the consumer's latest drop-off; a closed one
 * reopens when they drop off again after it closed, unless its last call
 * found a wrong number or no interest. An open case of someone who went on
 * (or whose drop-off is past the window) leaves the queue, unless a CSR
 * holds it or handed it over. Business time throughout (the pinned clock of
 * the tests).
 */
export async function syncDropOffs(at: Date = now()): Promise<void> {
  const db = await getDb();
  const idleSince = new Date(at.getTime() - DROP_OFF_AFTER_MS);
  const windowStart = new Date(at.getTime() - DROP_OFF_WINDOW_MS);
  await db.transaction(async (tx) => {
    const rows = await tx.execute(sql`select pg_try_advisory_xact_lock(${SYNC_LOCK}) as locked`);
    const locked = (Array.isArray(rows) ? rows[0] : (rows as { rows: Record<string, unknown>[] }).rows[0])?.locked;
    if (!locked) return;
    // One statement: the cases it opens or moves and those it closes are disjoint (in the drop-offs or not), seen in one snapshot.
    await tx.execute(sql`
      with drop_offs as (${dropOffs(idleSince, windowStart)}),
      opened as (
        insert into telecalling_cases (user_id, reason, product, since)
        select user_id, reason, product, since from drop_offs order by user_id
        on conflict (user_id) do update set
          reason = excluded.reason, product = excluded.product, since = excluded.since, updated_at = now(),
          attempts = case when telecalling_cases.state = 'closed' then 0 else telecalling_cases.attempts end,
          next_call_at = case when telecalling_cases.state = 'closed' then null else telecalling_cases.next_call_at end,
          last_outcome = case when telecalling_cases.state = 'closed' then null else telecalling_cases.last_outcome end,
          state = 'open', closed_at = null
        where (telecalling_cases.state = 'open' and telecalling_cases.reason <> 'handover'
               and (telecalling_cases.reason, telecalling_cases.since) is distinct from (excluded.reason, excluded.since))
           or (telecalling_cases.state = 'closed' and excluded.since > telecalling_cases.closed_at
               and coalesce(telecalling_cases.last_outcome, '') not in (${finalOutcomes}))
        returning 1
      )
      update telecalling_cases set state = 'closed', closed_at = ${at.toISOString()}::timestamptz, last_outcome = 'moved_on', claimed_by = null, lease_until = null, updated_at = now()
      where state = 'open' and reason <> 'handover' and (lease_until is null or lease_until < now())
        and not exists (select 1 from drop_offs d where d.user_id = telecalling_cases.user_id)`);
  });
}

/**
 * Each consumer who dropped off: their reason, the product of their latest
 * journey, and when they were last active. Only consumers with something
 * done in the window are looked at, so the work grows with recent visitors,
 * not with every consumer ever.
 */
function dropOffs(idleSince: Date, windowStart: Date): SQL {
  // Instants as text with their type: the postgres driver takes no Date in a raw statement.
  const [idle, start] = [sql`${idleSince.toISOString()}::timestamptz`, sql`${windowStart.toISOString()}::timestamptz`];
  return sql`
    with recent as (
      select user_id from prospect_applications where user_id is not null and created_at >= ${start}
      union select user_id from journey_events where created_at >= ${start}
      union select user_id from credit_applications where created_at >= ${start}
    ),
    -- Each kind of row read once for all the recent consumers (aggregates and hash joins, not a lookup per consumer).
    journeys as (
      select p.user_id, max(p.created_at) as last_at, (array_agg(p.product_type::text order by p.id desc))[1] as product
      from prospect_applications p join recent r using (user_id) group by p.user_id
    ),
    steps as (
      select e.user_id, max(e.created_at) as last_at, bool_or(e.kind = 'offers_seen') as saw_offers
      from journey_events e join recent r using (user_id) group by e.user_id
    ),
    applications as (
      select c.user_id, max(c.created_at) as last_at, (array_agg(c.status order by c.id desc))[1]::text as last_status
      from credit_applications c join recent r using (user_id) group by c.user_id
    ),
    other_applies as (
      select c.user_id from card_applications c join recent r using (user_id)
      union select i.user_id from insurance_requests i join recent r using (user_id)
    ),
    facts as (
      select u.id as user_id,
        (${COMPLETED_SUM}) > 0 as has_profile,
        a.last_status,
        o.user_id is not null as other_apply,
        coalesce(s.saw_offers, false) as saw_offers,
        j.product,
        -- The consumer's own last step, on business time: a journey begun, a step, an application.
        greatest(j.last_at, s.last_at, a.last_at) as since
      from users u
        join recent r on r.user_id = u.id
        left join journeys j on j.user_id = u.id
        left join steps s on s.user_id = u.id
        left join applications a on a.user_id = u.id
        left join other_applies o on o.user_id = u.id
      where u.erased_at is null and u.allow_sms = 1 and ${contactAllowed(sql`u.id`)}
    )
    select user_id, product, since, case
        when last_status = 'rejected' then 'declined'
        when last_status is not null or other_apply then null
        when saw_offers then 'offers_no_apply'
        when has_profile then 'profile_no_application'
        else 'otp_no_profile' end as reason
    from facts
    where since < ${idle} and since >= ${start}
      and (last_status = 'rejected' or not (last_status is not null or other_apply))`;
}

export type QueueOrder = "oldest" | "product";

/** The conditions of a case that may be called now: open, due, its consumer still agreeing to calls (nothing withdrawn since) and not erased, its drop-off in the window. */
export function callableNow(at: Date): SQL {
  return and(
    eq(telecallingCases.state, "open"),
    eq(users.allowSms, 1),
    contactAllowed(sql`${users.id}`),
    isNull(users.erasedAt),
    or(isNull(telecallingCases.nextCallAt), lte(telecallingCases.nextCallAt, at)),
    or(eq(telecallingCases.reason, "handover"), gt(telecallingCases.since, new Date(at.getTime() - DROP_OFF_WINDOW_MS))),
  )!;
}

const QUEUE_SHOWN = 50;

/** The queue as a CSR sees it: the cases callable now, oldest drop-off first or by product, with who holds each; no one outside calling hours. */
export async function callQueue(options: { order: QueueOrder; product: string | null; at?: Date }, db?: Db) {
  const at = options.at ?? now();
  if (!withinCallingHours(at)) return { total: 0, rows: [] };
  const database = db ?? (await getDb());
  const where = and(callableNow(at), options.product ? eq(telecallingCases.product, options.product) : undefined);
  const order = options.order === "product" ? [sql`${telecallingCases.product} asc nulls last`, asc(telecallingCases.since)] : [asc(telecallingCases.since), asc(telecallingCases.id)];
  const [rows, [{ total }]] = await Promise.all([
    database
      .select({
        id: telecallingCases.id,
        userId: telecallingCases.userId,
        reason: telecallingCases.reason,
        product: telecallingCases.product,
        since: telecallingCases.since,
        attempts: telecallingCases.attempts,
        lastOutcome: telecallingCases.lastOutcome,
        leaseUntil: telecallingCases.leaseUntil,
        claimedBy: telecallingCases.claimedBy,
        claimedByName: adminUsers.username,
        firstName: users.firstName,
        mobile: users.mobilePhoneNumber,
      })
      .from(telecallingCases)
      .innerJoin(users, eq(users.id, telecallingCases.userId))
      .leftJoin(adminUsers, eq(adminUsers.id, telecallingCases.claimedBy))
      .where(where)
      .orderBy(...order)
      .limit(QUEUE_SHOWN),
    database.select({ total: sql<number>`count(*)::int` }).from(telecallingCases).innerJoin(users, eq(users.id, telecallingCases.userId)).where(where),
  ]);
  const machineNow = new Date();
  return {
    total,
    rows: rows.map(({ leaseUntil, claimedBy, claimedByName, ...r }) => ({ ...r, heldBy: claimedBy && leaseUntil && leaseUntil > machineNow ? { id: claimedBy, name: claimedByName } : null })),
  };
}
