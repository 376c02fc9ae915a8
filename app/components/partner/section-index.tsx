import { href, Link } from "react-router";
import { Breadcrumb } from "~/components/partner/breadcrumb";
import { useT } from "~/i18n/use-t";

/**
 * A menu page of the portal (marketing support, FAQs, communication): its
 * heading and intro, and a card per sub-page. Strings: `{section}.heading`,
 * `{section}.intro`, `{section}.items.{key}.title` and `.blurb`.
 */
export function SectionIndex({ section, items }: { section: "marketing" | "faqs" | "communication"; items: { to: string; key: string }[] }) {
  const t = useT("partner");
  return (
    <div>
      <Breadcrumb items={[{ label: t("breadcrumb.dashboard"), to: href("/partner") }, { label: t(`${section}.heading`) }]} />
      <h1 className="mt-2 text-2xl font-bold">{t(`${section}.heading`)}</h1>
      <p className="mt-1 text-slate-600">{t(`${section}.intro`)}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.key} className="rounded-lg bg-white p-4 shadow-sm">
            <h2 className="font-semibold">
              <Link to={item.to} className="underline underline-offset-2">
                {t(`${section}.items.${item.key}.title` as string)}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t(`${section}.items.${item.key}.blurb` as string)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
