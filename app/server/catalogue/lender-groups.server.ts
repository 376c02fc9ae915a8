import { asc } from "drizzle-orm";
import { lenderGroups } from "../../../db/schema";
import { NewLenderGroupSchema } from "~/forms/admin/lender-group";
import { recordAdminChange, SYSTEM, type Actor } from "../admin/admin-audit.server";
import { getDb } from "../platform/db/db.server";
import { refusal, type CommandResult } from "../platform/http/command.server";

export interface LenderGroup {
  id: number;
  name: string;
}

/** Every commission group, by name: the choices of the lender edit screen's group selector. */
export async function listLenderGroups(): Promise<LenderGroup[]> {
  const db = await getDb();
  return db.select({ id: lenderGroups.id, name: lenderGroups.name }).from(lenderGroups).orderBy(asc(lenderGroups.name), asc(lenderGroups.id));
}

/** A new group with its audit row, or null when one of that name exists already. */
export async function createLenderGroup(name: string, by: Actor = SYSTEM): Promise<LenderGroup | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(lenderGroups).values({ name }).onConflictDoNothing().returning({ id: lenderGroups.id, name: lenderGroups.name });
    if (row) await recordAdminChange(tx, { ...by, subject: "lender-group", subjectId: row.id, action: "create", after: { name } });
    return row ?? null;
  });
}

/** POST /api/lender-group/create and the screen's create-group dialog. */
export async function createLenderGroupCommand(body: Record<string, unknown>, by: Actor = SYSTEM): Promise<CommandResult<LenderGroup>> {
  const parsed = NewLenderGroupSchema.safeParse(body);
  if (!parsed.success) return refusal(parsed.error);
  const group = await createLenderGroup(parsed.data.name, by);
  if (!group) return { ok: false, status: 409, message: "admin:groups.nameTaken", errors: { name: ["admin:groups.nameTaken"] } };
  return { ok: true, message: "admin:groups.created", data: group };
}
