import { Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Breadcrumb } from "~/components/partner/breadcrumb";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import type { Route } from "./+types/training-material";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.training") }];
}

export default function TrainingMaterial() {
  const t = useT("partner");
  return (
    <div>
      <Breadcrumb items={[{ label: t("breadcrumb.dashboard"), to: "/partner" }, { label: t("breadcrumb.training") }]} />
      <h1 className="mt-2 text-2xl font-bold">{t("training.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("training.intro")}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        <li className="rounded-lg bg-white p-4 shadow-sm">
          <h2 className="font-semibold">
            <Link to="/partner/training-material/eligibility-criteria" className="underline underline-offset-2">
              {t("training.eligibility")}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("training.eligibilityBlurb")}</p>
        </li>
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
