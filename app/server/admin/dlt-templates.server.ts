import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { dltTemplates } from "../../../db/schema";
import { namedVariables } from "~/domain/platform/dlt";
import { CAMPAIGN_VARIABLES } from "~/domain/platform/sms-messages";
import { DLT_TEMPLATE_INTENT, dltTemplateSchema } from "~/forms/admin/admin-messaging";
import { parseForm, type CommandResult } from "../platform/http/command.server";
import { getDb, isUniqueViolation } from "../platform/db/db.server";
import { seedDltTemplates } from "../platform/sms/dlt-templates.server";
import { recordAdminChange } from "./admin-audit.server";

/** Every registered template, by message and language (the product's own registered first, at the page's first visit). */
export async function listDltTemplates() {
  const db = await getDb();
  await seedDltTemplates(db);
  return db.select().from(dltTemplates).orderBy(asc(dltTemplates.name), asc(dltTemplates.language));
}

/** A campaign may fill the consumer's first name and nothing else. */
const campaignFillable = (variables: readonly string[]) => namedVariables(variables).every((v) => (CAMPAIGN_VARIABLES as readonly string[]).includes(v));

/** The templates a campaign can go out under: active, promotional or service, with an English text, filling no more than a first name. */
export async function campaignTemplateChoices(): Promise<{ name: string; category: string; body: string }[]> {
  const rows = await listDltTemplates();
  return rows.filter((r) => r.active && r.language === "en" && r.category !== "transactional" && campaignFillable(r.variables)).map((r) => ({ name: r.name, category: r.category, body: r.body }));
}

/** The English and Hindi texts of a template a campaign may pick, or null when it may not. */
export async function campaignTemplateTexts(name: string): Promise<{ en: string; hi: string | null } | null> {
  const db = await getDb();
  // A campaign sent by the API, before anyone opened the messaging page, finds the product's own templates too.
  await seedDltTemplates(db);
  const rows = await db
    .select()
    .from(dltTemplates)
    .where(and(eq(dltTemplates.name, name), eq(dltTemplates.active, true), ne(dltTemplates.category, "transactional"), inArray(dltTemplates.language, ["en", "hi"])));
  const en = rows.find((r) => r.language === "en");
  if (!en || !campaignFillable(en.variables)) return null;
  return { en: en.body, hi: rows.find((r) => r.language === "hi")?.body ?? null };
}

/** Role 1's changes: save (add, or edit by id), deactivate, activate; each audited. */
export async function dltTemplateCommand(adminId: number, formData: FormData, request: Request | null = null): Promise<CommandResult<null>> {
  const intent = formData.get("intent");
  const db = await getDb();
  if (intent === DLT_TEMPLATE_INTENT.deactivate || intent === DLT_TEMPLATE_INTENT.activate) {
    const id = Number(formData.get("id"));
    const active = intent === DLT_TEMPLATE_INTENT.activate;
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(dltTemplates)
        .set({ active, updatedAt: new Date() })
        .where(eq(dltTemplates.id, id))
        .returning({ id: dltTemplates.id, name: dltTemplates.name, language: dltTemplates.language });
      if (row) await recordAdminChange(tx, { adminId, request, subject: "dlt-template", subjectId: id, action: active ? "activate" : "deactivate", after: { name: row.name, language: row.language } });
      return row;
    });
    return done ? { ok: true, message: active ? "admin:dlt.activated" : "admin:dlt.deactivated", data: null } : { ok: false, status: 404, message: "admin:dlt.errors.gone" };
  }
  const parsed = parseForm(formData, dltTemplateSchema);
  if (!parsed.ok) return parsed;
  const { id, ...value } = parsed.value;
  try {
    const saved = await db.transaction(async (tx) => {
      const values = { ...value, updatedAt: new Date() };
      const [row] = id
        ? await tx.update(dltTemplates).set(values).where(eq(dltTemplates.id, id)).returning({ id: dltTemplates.id })
        : await tx.insert(dltTemplates).values(values).returning({ id: dltTemplates.id });
      if (row) await recordAdminChange(tx, { adminId, request, subject: "dlt-template", subjectId: row.id, action: id ? "update" : "create", after: { ...value } });
      return row;
    });
    return saved ? { ok: true, message: "admin:dlt.saved", data: null } : { ok: false, status: 404, message: "admin:dlt.errors.gone" };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, status: 409, message: "admin:dlt.errors.taken", errors: { dltTemplateId: ["admin:dlt.errors.taken"] } };
  }
}
