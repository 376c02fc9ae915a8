import { Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ColumnHeads } from "~/components/ui/column-heads";
import { useDialogParams } from "~/components/admin/dialog-params";
import { PartnerEditDialog, PARTNERS_LIST as LIST } from "~/components/admin/partner-edit-dialog";
import { PartnerValue } from "~/components/admin/partner-value";
import { isPartnerProperty, PARTNERS_INTENT, type PartnerProperty } from "~/forms/partner/partner-property";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireActor } from "~/middleware/admin-guard.server";
import { screenAnswer } from "~/responses/answers.server";
import { editPropertyCommand } from "~/server/platform/http/edit-dialog.server";
import { listPartners, partnerId } from "~/server/partner/partners.server";
import type { Route } from "./+types/partners";

const LISTED = ["utm_id", "revenue_percent", "revenue_flat_fee"] as const satisfies readonly PartnerProperty[];

export async function loader() {
  return { partners: await listPartners() };
}

/**
 * The generic edit dialog of the list, and the brand logo of a partner's
 * page (posted here: this route takes the upload body limit). A logo comes
 * back to the partner's page, its dialog open again when it was refused.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const by = requireActor(request, context);
  const formData = await request.formData();
  const id = partnerId(formData.get("id"));
  const property = String(formData.get("property") ?? "");
  const detail = formData.get("from") === "detail" && id ? `${LIST}/${id}` : null;
  if (formData.get("intent") !== PARTNERS_INTENT.edit) {
    return screenAnswer(request, formData, { ok: false, status: 400, message: "admin:validation.invalid" }, { back: LIST });
  }
  const result = await editPropertyCommand(formData, by);
  if (detail) {
    const back = result.ok || !isPartnerProperty(property) ? detail : `${detail}?dialog=edit&property=${property}`;
    return screenAnswer(request, formData, result, { back, failed: "admin:editDialog.failed" });
  }
  return screenAnswer(request, formData, result, { back: `${LIST}${id ? `#partner-${id}` : ""}`, refusedStays: true });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:partners.pageTitle") }];
}

export default function Partners({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const { partners } = loaderData;
  const { dialog, row: partner, property } = useDialogParams(partners, (p) => p.id);
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("partners.heading")}</h1>
      <div className="mt-4 max-h-[80vh] overflow-auto rounded-lg bg-white shadow-sm" data-testid="partners-table">
        <table className="min-w-max text-sm">
          <ColumnHeads className="sticky top-0 z-20 bg-slate-50" cell="px-3 py-2 font-semibold" labels={(["name", ...LISTED] as const).map((p) => ({ key: p, label: t(`partners.fields.${p}`) }))} />
          <tbody>
            {partners.map((p) => (
              <tr key={p.id} id={`partner-${p.id}`} className="border-t border-slate-100" data-testid={`partner-row-${p.name}`}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  <Link to={`${LIST}/${p.id}`} className="text-brand underline">
                    {p.display_name}
                  </Link>
                  <span className="ml-2 text-xs text-slate-600">{p.name}</span>
                </th>
                {LISTED.map((property) => (
                  <td key={property} className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      <PartnerValue partner={p} property={property} />
                      <Link
                        to={`?dialog=edit&id=${p.id}&property=${property}`}
                        aria-label={`${t("partners.edit")}: ${p.display_name}: ${t(`partners.fields.${property}`)}`}
                        className="text-brand underline"
                        preventScrollReset
                      >
                        {t("partners.edit")}
                      </Link>
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {dialog === "edit" && partner && isPartnerProperty(property) ? <PartnerEditDialog partner={partner} property={property} closeTo={LIST} actionData={actionData} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
