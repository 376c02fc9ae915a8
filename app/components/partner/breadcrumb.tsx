import { Link } from "react-router";
import { useT } from "~/i18n/use-t";

/** A breadcrumb trail (SPEC.md 2.7: Dashboard > Training Material > Eligibility Criteria); the last item is the current page. */
export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  const t = useT("partner");
  return (
    <nav aria-label={t("breadcrumb.label")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-700">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">&gt;</span> : null}
            {item.to ? (
              <Link to={item.to} className="underline underline-offset-2">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
