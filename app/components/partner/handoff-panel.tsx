import { Form } from "react-router";
import { FormErrors, replyOf, SubmitButton, TextareaField, type FormResult } from "~/components/forms";
import { CopyField } from "~/components/partner/copy-field";
import { Panel } from "~/components/ui/panel";
import { HANDOFF_MAX_SECONDS, MAX_REDIRECT_HOSTS } from "~/domain/partner/partner-handoff";
import { HANDOFF_INTENT } from "~/forms/partner/partner-handoff";
import { useT } from "~/i18n/use-t";

export interface HandoffView {
  secretPrefix: string | null;
  secretCreatedAt: string | null;
  redirectHosts: string[];
}

/**
 * The hand-off of the Digital Integration page (docs/decisions/066): the
 * signing secret (shown once when made, replaced at once when made again),
 * the hosts /redirect may send to, and how to sign a token.
 */
export function HandoffPanel(props: { origin: string; partner: string; view: HandoffView; canRotate: boolean; newSecret: string | null; actionData: { result?: FormResult | null } | undefined }) {
  const t = useT("partner");
  const { view, origin, partner } = props;
  const hostsReply = replyOf(props.actionData, HANDOFF_INTENT.hosts);
  return (
    <>
      <Panel id="handoff-heading" heading={t("integration.handoff.heading")} intro={t("integration.handoff.intro")}>
        {props.newSecret ? (
          <div className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3" role="status">
            <CopyField label={t("integration.handoff.newSecret")} value={props.newSecret} testId="new-handoff-secret" />
            <p className="text-sm font-semibold">{t("integration.shownOnce")}</p>
          </div>
        ) : null}
        <p className="mt-2 text-sm" data-testid="handoff-secret">
          {view.secretPrefix ? t("integration.handoff.secretLive", { prefix: view.secretPrefix, at: view.secretCreatedAt ?? "" }) : t("integration.handoff.noSecret")}
        </p>
        <FormErrors result={replyOf(props.actionData, HANDOFF_INTENT.rotate)} />
        {props.canRotate ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value={HANDOFF_INTENT.rotate} />
            <SubmitButton>{view.secretPrefix ? t("integration.handoff.rotate") : t("integration.handoff.create")}</SubmitButton>
            {view.secretPrefix ? <p className="mt-1 text-sm text-slate-600">{t("integration.handoff.rotateHint")}</p> : null}
          </Form>
        ) : (
          <p className="mt-3 text-sm text-slate-700">{t("integration.handoff.noRotateAsAdmin")}</p>
        )}
        <Form method="post" className="mt-4 flex flex-col gap-2" noValidate>
          <input type="hidden" name="intent" value={HANDOFF_INTENT.hosts} />
          <TextareaField
            name="hosts"
            label={t("integration.handoff.hostsLabel")}
            hint={t("integration.handoff.hostsHint", { count: MAX_REDIRECT_HOSTS })}
            result={hostsReply}
            saved={view.redirectHosts.join("\n")}
            rows={3}
          />
          <SubmitButton className="self-start">{t("integration.handoff.saveHosts")}</SubmitButton>
        </Form>
      </Panel>

      <Panel id="handoff-docs-heading" heading={t("integration.handoff.docsHeading")}>
        <p className="mt-1 text-sm">{t("integration.handoff.docsIntro", { seconds: HANDOFF_MAX_SECONDS })}</p>
        <pre className="mt-2 overflow-x-auto rounded bg-slate-900 p-3 text-sm text-white" tabIndex={0} data-testid="handoff-format">
          {`${origin}/auth?partner=${partner}&token=v1.{mobile}.{product}.{exp}.{nonce}.{sig}

sig = base64url(HMAC-SHA256(secret, "v1.${partner}.{mobile}.{product}.{exp}.{nonce}"))`}
        </pre>
        <ul className="mt-2 list-disc pl-5 text-sm">
          {(["mobile", "product", "exp", "nonce", "sig"] as const).map((field) => (
            <li key={field}>
              <code>{field}</code>: {t(`integration.handoff.fields.${field}`, { seconds: HANDOFF_MAX_SECONDS })}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm">{t("integration.handoff.refusals")}</p>
        <p className="mt-2 text-sm">{t("integration.handoff.redirectDoc")}</p>
        <pre className="mt-2 overflow-x-auto rounded bg-slate-900 p-3 text-sm text-white" tabIndex={0}>
          {`${origin}/redirect?partner=${partner}&to=https://{your host}/{path}`}
        </pre>
      </Panel>
    </>
  );
}
