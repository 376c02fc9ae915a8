import { OPENAPI_PATH } from "~/domain/platform/api-errors";
import { pageTitle } from "~/i18n/meta";
import { useT } from "~/i18n/use-t";
import { apiReference, type ReferenceCall } from "~/server/api/openapi-reference.server";
import type { Route } from "./+types/api-reference";
import { Main } from "~/components/main";

/** The JSON API's reference, drawn on the server from the OpenAPI document (docs/decisions/073): readable without JavaScript. */
export function loader() {
  return apiReference();
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "api:reference.title") }];
}

const code = "rounded bg-slate-100 px-1 font-mono text-sm";
const pre = "mt-2 max-h-96 overflow-auto rounded bg-slate-900 p-3 text-xs text-white";

function Call({ call }: { call: ReferenceCall }) {
  const t = useT("api");
  return (
    <section id={call.anchor} aria-labelledby={`${call.anchor}-heading`} className="mt-6 rounded-lg border border-slate-200 p-4">
      <h3 id={`${call.anchor}-heading`} className="break-all font-mono text-base font-semibold">
        {`${call.method} ${call.path}`}
      </h3>
      <p className="mt-1">{call.summary}</p>
      <p className="mt-1 text-sm">
        <strong>{t("reference.security")}:</strong> {t(`reference.schemes.${call.caller.key}`, { roles: call.caller.roles ?? "", scope: call.caller.scope ?? "" })}
      </p>
      {call.parameters.length > 0 && (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="text-left font-semibold">{t("reference.parameters")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("reference.parameter")}</th>
              <th scope="col">{t("reference.in")}</th>
              <th scope="col">{t("reference.required")}</th>
            </tr>
          </thead>
          <tbody>
            {call.parameters.map((p) => (
              <tr key={`${p.in}-${p.name}`}>
                <td>
                  <code className={code}>{p.name}</code> ({p.type})
                </td>
                <td>{p.in}</td>
                <td>{p.required ? t("reference.yes") : t("reference.no")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {call.body && (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold">{t("reference.requestBody")}</summary>
          <pre className={pre} tabIndex={0}>
            {call.body}
          </pre>
        </details>
      )}
      <h4 className="mt-3 font-semibold">{t("reference.responses")}</h4>
      <ul className="mt-1 flex flex-col gap-1 text-sm">
        {call.responses.map((r) => (
          <li key={r.status}>
            <code className={code}>{r.status}</code>{" "}
            {r.error ? (
              <a href="#error-shape" className="text-brand underline">
                ApiError
              </a>
            ) : r.schema ? (
              <details className="inline-block align-top">
                <summary className="cursor-pointer">{t("reference.schema")}</summary>
                <pre className={pre} tabIndex={0}>
                  {r.schema}
                </pre>
              </details>
            ) : (
              t("reference.none")
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ApiReference({ loaderData }: Route.ComponentProps) {
  const t = useT("api");
  const { version, calls, webhooks, errorSchema } = loaderData;
  return (
    <Main className="mx-auto max-w-4xl px-4 py-8">
      <article className="rounded-lg bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand">{t("reference.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("reference.version", { version })}</p>
        <p className="mt-3">{t("reference.intro")}</p>
        <p className="mt-3">
          <a href={OPENAPI_PATH} className="font-semibold text-brand underline">
            {t("reference.download")}
          </a>
        </p>
        <nav aria-labelledby="contents-heading" className="mt-6">
          <h2 id="contents-heading" className="text-lg font-semibold">
            {t("reference.contents")}
          </h2>
          <ul className="mt-2 columns-1 text-sm sm:columns-2">
            {calls.map((c) => (
              <li key={c.anchor}>
                <a href={`#${c.anchor}`} className="break-all font-mono text-brand underline">
                  {`${c.method} ${c.path}`}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section id="error-shape" aria-labelledby="error-shape-heading" className="mt-8">
          <h2 id="error-shape-heading" className="text-lg font-semibold">
            {t("reference.errorShape")}
          </h2>
          <p className="mt-2">{t("reference.errorShapeIntro")}</p>
          <pre className={pre} tabIndex={0}>
            {errorSchema}
          </pre>
        </section>
        <h2 className="mt-8 text-lg font-semibold">{t("reference.contents")}</h2>
        {calls.map((c) => (
          <Call key={c.anchor} call={c} />
        ))}
        <h2 className="mt-8 text-lg font-semibold">{t("reference.webhooks")}</h2>
        {webhooks.map((c) => (
          <Call key={c.anchor} call={c} />
        ))}
      </article>
    </Main>
  );
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
