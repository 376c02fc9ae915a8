import { Link } from "react-router";
import { useT } from "~/i18n/use-t";
import type { OwnStepView } from "~/server/consumer/profile-steps/index.server";
import { DetailFields } from "../detail-fields";
import { SubmitButton, type FormResult } from "../forms";
import { StepForm } from "./step-form";

/** A loan's own step (business, gold, property), drawn from the fields its module lists, sent by the loader. */
export function OwnStepForm({ result, view, previous }: { result?: FormResult; view: OwnStepView; previous?: string }) {
  const t = useT();
  return (
    <StepForm intent={view.name} result={result}>
      <DetailFields fields={view.fields} result={result} saved={view.saved} lists={view.lists} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <SubmitButton>{t(`details.submit.${view.name}` as string)}</SubmitButton>
        {previous ? (
          <Link to={`?step=${previous}`} className="text-sm text-brand underline">
            {t("details.back")}
          </Link>
        ) : null}
      </div>
    </StepForm>
  );
}
