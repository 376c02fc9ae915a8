import { href } from "react-router";
import { TrainingMediaForm, TrainingMediaTable } from "~/components/admin/training-media-form";
import type { FormResult } from "~/components/forms";
import { languageNames } from "~/i18n/languages";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { requireActor } from "~/middleware/admin-guard.server";
import { screenAnswer } from "~/responses/answers.server";
import { getConfig } from "~/server/platform/db/config.server";
import { uploadedForm } from "~/server/platform/http/request-body.server";
import { listTrainingMedia, trainingLenderChoices, trainingMediaCommand } from "~/server/partner/training-media.server";
import type { Route } from "./+types/training-media";

const LIST = href("/admin/training-media");

/** The training media partners see (docs/decisions/100-media-storage.md): every item, and the form that adds one. */
export async function loader() {
  const config = getConfig();
  const [items, lenders] = await Promise.all([listTrainingMedia(), trainingLenderChoices()]);
  return {
    rows: items.map(({ hasPoster: _, language, ...item }) => ({ ...item, languageName: languageNames[language] })),
    lenders,
    limits: { video: config.TRAINING_VIDEO_MAX_BYTES, other: config.TRAINING_FILE_MAX_BYTES, image: config.MAX_IMAGE_BYTES },
  };
}

/** An item added stays on a refused form with what was typed (never the files); a removal comes back to the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const who = requireActor(request, context);
  const formData = await uploadedForm(request);
  const result = await trainingMediaCommand(formData, who);
  return screenAnswer(request, formData, result, { back: result.ok ? `${LIST}#training-${result.data.id}` : LIST, refusedStays: true });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.trainingMedia") }];
}

export default function TrainingMedia({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("admin");
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold">{t("trainingMedia.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("trainingMedia.intro")}</p>
      <TrainingMediaForm result={(actionData as { result?: FormResult } | undefined)?.result} lenders={loaderData.lenders} limits={loaderData.limits} />
      <TrainingMediaTable rows={loaderData.rows} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
