import { asc } from "drizzle-orm";
import { lenderGroups } from "../../db/schema";
import { NewLenderGroupSchema } from "~/forms/lender-group";
import { getDb } from "./db.server";
import { refusal, type CommandResult } from "./command.server";

export interface LenderGroup {
  id: number;
  name: string;
}

/** Every commission group, by name: the choices of the lender edit screen's group selector. */
export async function listLenderGroups(): Promise<LenderGroup[]> {
  const db = await getDb();
  return db.select({ id: lenderGroups.id, name: lenderGroups.name }).from(lenderGroups).orderBy(asc(lenderGroups.name), asc(lenderGroups.id));
}

/** A new group, or null when one of that name exists already. */
export async function createLenderGroup(name: string): Promise<LenderGroup | null> {
  const db = await getDb();
  const [row] = await db.insert(lenderGroups).values({ name }).onConflictDoNothing().returning({ id: lenderGroups.id, name: lenderGroups.name });
  return row ?? null;
}

/** POST /api/lender-group/create and the screen's create-group dialog. */
export async function createLenderGroupCommand(body: Record<string, unknown>): Promise<CommandResult<LenderGroup>> {
  const parsed = NewLenderGroupSchema.safeParse(body);
  if (!parsed.success) return refusal(parsed.error);
  const group = await createLenderGroup(parsed.data.name);
  if (!group) return { ok: false, status: 409, message: "admin:groups.nameTaken", errors: { name: ["admin:groups.nameTaken"] } };
  return { ok: true, message: "admin:groups.created", data: group };
}
