import postgres from "postgres";

/** The PostgreSQL server the benches make their databases on. */
export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh database of its own for one bench run, dropped by `drop` (the server must be stopped first). */
export async function benchDatabase(label: string) {
  const name = `bench_${label}_${Date.now().toString(36)}`;
  const admin = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  return {
    url: BENCH_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Bulk lenders by SQL (the only thing the benches do not make through the
 * app), up to `total` live ones: all switched on, a quarter of each product,
 * with criteria spread so a profile matches some and not others.
 */
export async function fillLenders(url: string, total: number) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ n: seeded }] = await sql`select count(*)::int as n from lenders where deleted_at is null`;
    if (seeded >= total) return;
    await sql`
      insert into lenders (name, display_name, product_type, min_income, max_income, min_age, max_age, ticket_class,
                           credit_score_class, salaried, self_employed, business, lender_status, priority, apr_min, apr_max,
                           loan_amount_upto, min_loan_amount, tenure, processing_fees)
      select 'bench-lender-' || i, 'Bench Lender ' || i, (array['pl','bl','gl','hl'])[1 + i % 4], 15000 + (i % 9) * 5000, null,
             21, 58, 1 + i % 4, 1 + i % 4, 1, i % 2, (i % 3 = 0)::int, 1, i % 10, 10.99 + (i % 20), 36,
             100000 * (1 + i % 10), 10000, '6-60', '2% + GST'
      from generate_series(1, ${total - seeded}) as i`;
  } finally {
    await sql.end();
  }
}
