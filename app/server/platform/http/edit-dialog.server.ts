import { editedRows, editModule, editTarget, ROWS_FIELD } from "~/forms/admin/edit-dialog";
import type { Actor } from "../../admin/admin-audit.server";
import { UNKNOWN_PROPERTY, type CommandResult } from "./command.server";
import { updateCardCommand } from "../../catalogue/credit-cards.server";
import { updateLenderCommand } from "../../catalogue/lender-commands.server";
import { updatePartnerCommand } from "../../partner/partners.server";
import { saveImageUpload } from "../files/uploads.server";

/**
 * What the generic edit dialog posted ({module, id, property} and the value:
 * one `value`, several for a list, or the file `image_name`), saved through
 * the module's own command, the same the JSON API calls.
 */
export async function editPropertyCommand(formData: FormData, by: Actor): Promise<CommandResult> {
  const module = editModule(formData.get("module"));
  const property = formData.get("property");
  const target = editTarget(module, property);
  if (!target) return UNKNOWN_PROPERTY;
  let value: unknown;
  if (target.kind === "file") {
    const stored = await saveImageUpload(formData.get("image_name"), { folder: module === "partner" ? "partners" : "credit-cards", kind: `${module}:${property}`, adminId: by.adminId });
    if (!stored.ok) return stored;
    value = stored.data.url;
  } else if (target.kind === "bullets" || target.kind === "several") {
    value = formData.getAll("value").filter((v) => typeof v === "string");
  } else {
    value = formData.get("value") ?? "";
  }
  const id = formData.get("id");
  const body = { property, value };
  if (module === "partner") return updatePartnerCommand(id, body, by);
  if (module === "lenders") return updateLenderCommand({ ...body, lender_id: id }, by);
  return updateCardCommand({ ...body, category_id: id }, by);
}

/** Without JavaScript, a bullet's Add or Remove button posts the form: the rows come back changed, nothing is saved. */
export function rowsRequest(formData: FormData): string[] | null {
  const request = formData.get(ROWS_FIELD);
  if (typeof request !== "string") return null;
  return editedRows(
    formData.getAll("value").filter((v): v is string => typeof v === "string"),
    request,
  );
}
