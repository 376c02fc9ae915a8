import postgres from "postgres";

let client: postgres.Sql | undefined;

/** The floor's database client, made on first use (the weight bench serves the floor with no database) with the app's pool size. */
export const db = () => (client ??= postgres(process.env.DATABASE_URL!, { max: Number(process.env.DATABASE_POOL_SIZE ?? 10), onnotice: () => {} }));
