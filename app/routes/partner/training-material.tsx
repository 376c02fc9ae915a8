import { href, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Breadcrumb } from "~/components/partner/breadcrumb";
import { TextOrDash } from "~/components/partner/dash";
import { TrainingMediaList } from "~/components/partner/training-media-list";
import { linkedText } from "~/domain/platform/linked-text";
import { languageNames } from "~/i18n/languages";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { getLanguage } from "~/middleware/i18next";
import { partnerLenders, type TrainingTexts } from "~/server/partner/eligibility-criteria.server";
import { listTrainingMedia } from "~/server/partner/training-media.server";
import type { Route } from "./+types/training-material";

/**
 * The training media admins uploaded (those in the partner's language first), and each lender partners
 * can sell with its training texts as the admins wrote them (mp4_text, pptx_text, pdf_text).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const [lenders, media] = await Promise.all([partnerLenders(language), listTrainingMedia(language)]);
  return {
    lenders: lenders.map(({ id, name, training }) => ({ id, name, training })),
    media: media.map((m) => ({
      id: m.id,
      kind: m.kind,
      title: m.title,
      lang: m.language,
      languageName: languageNames[m.language],
      subject: m.lenderName ?? m.topic,
      hasPoster: m.hasPoster,
      kb: Math.ceil(m.size / 1024),
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "partner:titles.training") }];
}

const MATERIAL = ["video", "slides", "document"] as const satisfies readonly (keyof TrainingTexts)[];

/** A training text, its web addresses as links. */
function Material({ value }: { value: string | null }) {
  if (value === null) return <TextOrDash value={null} />;
  return (
    <span className="whitespace-pre-line break-words">
      {linkedText(value).map((part, i) =>
        "href" in part ? (
          <a key={i} href={part.href} className="text-brand underline underline-offset-2" rel="noopener noreferrer">
            {part.href}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}

export default function TrainingMaterial({ loaderData }: Route.ComponentProps) {
  const t = useT("partner");
  return (
    <div>
      <Breadcrumb items={[{ label: t("breadcrumb.dashboard"), to: href("/partner") }, { label: t("breadcrumb.training") }]} />
      <h1 className="mt-2 text-2xl font-bold">{t("training.heading")}</h1>
      <p className="mt-1 text-slate-600">{t("training.intro")}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        <li className="rounded-lg bg-white p-4 shadow-sm">
          <h2 className="font-semibold">
            <Link to={href("/partner/training-material/eligibility-criteria")} className="underline underline-offset-2">
              {t("training.eligibility")}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("training.eligibilityBlurb")}</p>
        </li>
      </ul>
      <h2 className="mt-6 text-xl font-semibold">{t("training.media.heading")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("training.media.intro")}</p>
      <TrainingMediaList items={loaderData.media} />
      <h2 className="mt-6 text-xl font-semibold">{t("training.byLender")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("training.byLenderIntro")}</p>
      {loaderData.lenders.length === 0 ? <p className="mt-3 text-slate-600">{t("eligibility.empty")}</p> : null}
      <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid="training-by-lender">
        {loaderData.lenders.map((lender) => (
          <li key={lender.id} className="rounded-lg bg-white p-4 shadow-sm" data-testid={`training-${lender.id}`}>
            <h3 className="font-semibold">{lender.name}</h3>
            <dl className="mt-2 space-y-2 text-sm">
              {MATERIAL.map((kind) => (
                <div key={kind}>
                  <dt className="font-medium text-slate-700">{t(`training.material.${kind}`)}</dt>
                  <dd className="text-slate-900">
                    <Material value={lender.training[kind]} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
