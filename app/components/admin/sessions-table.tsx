import { Form } from "react-router";
import { ColumnHeads } from "~/components/ui/column-heads";
import { ACCOUNT_INTENT as INTENT } from "~/forms/admin/admin-user";
import { Panel } from "~/components/ui/panel";
import { useT } from "~/i18n/use-t";

export interface SessionRow {
  id: number;
  current: boolean;
  startedAt: string;
  lastSeenAt: string;
  ip: string | null;
  browser: string | null;
  system: string | null;
}

const button = "rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-red-800 hover:bg-red-50";

/** Where an admin is signed in, so a session they do not recognise can be ended. */
export function SessionsTable({ sessions }: { sessions: SessionRow[] }) {
  const t = useT("admin");
  const others = sessions.filter((s) => !s.current).length;
  const browserOf = (s: SessionRow) =>
    s.browser && s.system ? t("account.sessions.browserOn", { browser: s.browser, system: s.system }) : (s.browser ?? s.system ?? t("account.sessions.unknownBrowser"));
  return (
    <Panel id="sessions-heading" heading={t("account.sessions.heading")} intro={t("account.sessions.intro")} className="mt-4">
      <div className="relative mt-2 overflow-x-auto">
        <table className="w-full min-w-max text-sm" data-testid="admin-sessions">
          <ColumnHeads className="text-slate-600" labels={(["browser", "started", "lastActive", "address", "actions"] as const).map((c) => ({ key: c, label: t(`account.sessions.${c}`) }))} />
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id} className="border-t border-slate-100" data-testid={s.current ? "session-current" : "session-other"}>
                <th scope="row" className="px-2 py-2 text-left font-medium">
                  {browserOf(s)}
                  {s.current ? <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">{t("account.sessions.current")}</span> : null}
                </th>
                <td className="px-2 py-2">{s.startedAt}</td>
                <td className="px-2 py-2">{s.lastSeenAt}</td>
                <td className="px-2 py-2">{s.ip ?? t("account.sessions.unknownAddress")}</td>
                <td className="px-2 py-2">
                  {s.current ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value={INTENT.endSession} />
                      <input type="hidden" name="sessionId" value={s.id} />
                      <button type="submit" className={button} aria-label={t("account.sessions.endFor", { browser: browserOf(s), started: s.startedAt })}>
                        {t("account.sessions.end")}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {others > 0 ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={INTENT.endOtherSessions} />
          <button type="submit" className={button}>
            {t("account.sessions.endOthers")}
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t("account.sessions.noOthers")}</p>
      )}
    </Panel>
  );
}
