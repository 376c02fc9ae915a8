import { SelectField, type FormResult } from "~/components/forms";
import { RangeForm } from "~/components/range-form";
import type { DateRangePreset, DayRange } from "~/domain/back-office/date-range";
import { productKeyOf, type ProductTypeCode } from "~/domain/products";
import type { SortChoice } from "~/domain/back-office/report-sort";
import { APPLICATION_STATUSES } from "~/forms/admin/admin-reports";
import { useT } from "~/i18n/use-t";

/** What a report page's loader answers of its filters, as the form shows them again. */
export interface ShownFilters {
  preset: DateRangePreset;
  range: DayRange;
  result: FormResult | null;
  product: string | null;
  lender: number | null;
  partner: number | null;
  status: string | null;
  sort: SortChoice;
}

export interface FilterOptions {
  products: readonly ProductTypeCode[];
  lenders: { id: number; name: string; product: string }[];
  partners: { id: number; name: string }[];
}

/** A product's name, in the page's language, from the products' own strings; a journey with none chosen says so. */
export function useProductName() {
  const t = useT("admin");
  const tc = useT();
  return (code: string | null) => (code ? tc(`products.${productKeyOf(code as ProductTypeCode)}.name` as string) : t("reports.noProduct"));
}

/**
 * The filters every report shares, as one GET form: the range presets, then
 * product, lender, partner and status. The sort chosen by a column head rides
 * along; the page does not (new filters start at the first page).
 */
export function ReportFilters({ filters, options, today }: { filters: ShownFilters; options: FilterOptions; today: string }) {
  const t = useT("admin");
  const tc = useT();
  const productName = useProductName();
  return (
    <RangeForm preset={filters.preset} range={filters.range} today={today} result={filters.result}>
      <SelectField
        name="product"
        label={t("reports.filters.product")}
        saved={filters.product}
        options={options.products.map((p) => ({ value: p, label: productName(p) }))}
        placeholder={t("reports.filters.any")}
      />
      <SelectField
        name="lender"
        label={t("reports.filters.lender")}
        saved={filters.lender}
        options={options.lenders.map((l) => ({ value: String(l.id), label: t("reports.lenderOption", { name: l.name, product: productName(l.product) }) }))}
        placeholder={t("reports.filters.any")}
      />
      <SelectField
        name="partner"
        label={t("reports.filters.partner")}
        saved={filters.partner}
        options={options.partners.map((p) => ({ value: String(p.id), label: p.name }))}
        placeholder={t("reports.filters.any")}
      />
      <SelectField
        name="status"
        label={t("reports.filters.status")}
        saved={filters.status}
        options={APPLICATION_STATUSES.map((s) => ({ value: s, label: tc(`status.values.${s}`) }))}
        placeholder={t("reports.filters.any")}
      />
      <input type="hidden" name="sort" value={filters.sort.key} />
      <input type="hidden" name="dir" value={filters.sort.dir} />
    </RangeForm>
  );
}
