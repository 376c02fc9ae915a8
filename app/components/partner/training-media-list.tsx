import { href } from "react-router";
import type { TrainingKind } from "~/domain/partner/training-media";
import { useT } from "~/i18n/use-t";

export interface PartnerTrainingItem {
  id: number;
  kind: TrainingKind;
  title: string;
  languageName: string;
  lang: string;
  subject: string | null;
  hasPoster: boolean;
  kb: number;
}

/**
 * The training media (docs/decisions/100-media-storage.md): a video plays in the page, fetching
 * nothing until it is played (preload="none": its poster shows instead) and then only the byte
 * ranges it needs; a PDF opens in the browser; a deck is saved.
 */
export function TrainingMediaList({ items }: { items: PartnerTrainingItem[] }) {
  const t = useT("partner");
  if (items.length === 0) return <p className="mt-3 text-slate-600">{t("training.media.empty")}</p>;
  return (
    <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid="training-media">
      {items.map((item) => {
        const file = href("/partner/training-material/media/:mediaId", { mediaId: String(item.id) });
        return (
          <li key={item.id} className="rounded-lg bg-white p-4 shadow-sm" data-testid={`training-media-${item.id}`}>
            <h3 className="font-semibold" lang={item.lang}>
              {item.title}
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              {t(`training.media.kinds.${item.kind}`)} · {item.languageName}
              {item.subject ? ` · ${item.subject}` : ""}
            </p>
            {item.kind === "video" ? (
              // biome-ignore lint/a11y/useMediaCaption: the demo's and admins' training videos come without caption files; the page says what each covers in its title.
              <video
                controls
                preload="none"
                playsInline
                className="mt-3 aspect-video w-full rounded bg-slate-900"
                poster={item.hasPoster ? href("/partner/training-material/media/:mediaId/poster", { mediaId: String(item.id) }) : undefined}
                src={file}
                aria-label={item.title}
              >
                <a href={file}>{t("training.media.openVideo")}</a>
              </video>
            ) : (
              <a
                href={file}
                className="mt-3 inline-block rounded-md border border-brand px-3 py-1.5 font-semibold text-brand underline-offset-2 hover:underline"
                {...(item.kind === "slides" ? { download: "" } : { target: "_blank", rel: "noopener" })}
              >
                {t(item.kind === "slides" ? "training.media.download" : "training.media.open", { kb: item.kb })}
                <span className="sr-only"> {item.title}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
