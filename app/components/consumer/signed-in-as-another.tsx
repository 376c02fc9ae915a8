import { useT } from "~/i18n/use-t";
import { PostButton } from "../post-button";

/**
 * A partner's hand-off reached a browser signed in as someone else
 * (docs/decisions/066): it is not switched, since a link anyone can send
 * must not change whose account a browser shows. The person may sign out
 * first (a plain form, so it works without JavaScript) or go on as themselves.
 */
export function SignedInAsAnother() {
  const t = useT();
  return (
    <main className="mx-auto max-w-md px-4 py-8">
      <div className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-md" data-testid="handoff-signed-in-as-another">
        <h1 className="text-xl font-semibold">{t("entry.handoff.anotherPerson.heading")}</h1>
        <p className="text-slate-700" role="status">
          {t("entry.handoff.anotherPerson.message")}
        </p>
        <div className="flex flex-wrap gap-3">
          <PostButton action="/logout" reloadDocument className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
            {t("entry.handoff.anotherPerson.signOut")}
          </PostButton>
          <a href="/" className="self-center text-sm text-slate-600 underline">
            {t("entry.handoff.anotherPerson.stay")}
          </a>
        </div>
      </div>
    </main>
  );
}
