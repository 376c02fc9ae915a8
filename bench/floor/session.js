// The floor's session: one row in a table of its own on the bench's PostgreSQL, found by the id
// its cookie carries. Plain JavaScript: the floor's host/server.js prepares it before it listens, its
// signed-in page reads it, and the benches that sign in to the floor send its cookie.

export const SESSION_COOKIE = "floor_session";
/** The floor has no login: its one session has a fixed id, which the benches send as a cookie. */
export const SESSION_ID = "floor-bench-session";
export const sessionCookie = `${SESSION_COOKIE}=${SESSION_ID}`;

/** Makes the floor's table and its one session if they are missing (`sql` is a `postgres` client). */
export async function prepareSessions(sql) {
  await sql`create table if not exists floor_sessions (id text primary key, name text not null, expires_at timestamptz not null)`;
  await sql`insert into floor_sessions (id, name, expires_at) values (${SESSION_ID}, 'Floor Consumer', now() + interval '1 year')
            on conflict (id) do update set expires_at = excluded.expires_at`;
}
