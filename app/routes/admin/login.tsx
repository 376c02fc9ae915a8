import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, redirect, useSearchParams } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormErrors, SubmitButton, TextField } from "~/components/forms";
import { AdminLoginSchema, adminCallback } from "~/forms/admin/admin-login";
import { useT } from "~/i18n/use-t";
import { currentAdmin } from "~/server/admin/admin-auth.server";
import { loginAdmin } from "~/server/admin/admin-login.server";
import { clientIp } from "~/server/platform/http/client-ip.server";
import type { Route } from "./+types/login";
import { pageTitle } from "~/i18n/meta";
import { Main } from "~/components/main";

export async function loader({ request }: Route.LoaderArgs) {
  if (await currentAdmin(request)) throw redirect(href("/admin/dashboard"));
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: AdminLoginSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }), retryMinutes: null }, { status: 400 });
  const admin = await loginAdmin({ ...submission.value, ip: clientIp(request), request });
  if (!admin.ok) {
    const message = admin.reason === "locked" ? "admin:login.locked" : admin.reason === "throttled" ? "admin:login.throttled" : "admin:login.invalid";
    const retryMinutes = admin.reason === "locked" ? admin.retryAfterMinutes : null;
    // The summary first in <main> fills the wait into its message too.
    const messageVars = retryMinutes ? { count: retryMinutes } : undefined;
    return data({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }), retryMinutes, messageVars }, { status: admin.reason === "invalid" ? 401 : 429 });
  }
  return redirect(adminCallback(submission.value.callback), { headers: { "Set-Cookie": admin.setCookie } });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "admin:titles.login") }];
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const t = useT("admin");
  const [params] = useSearchParams();
  const result = actionData?.result;
  return (
    <Main summaryClassName="w-full max-w-sm" className="flex min-h-screen flex-col items-center justify-center bg-slate-100 p-4">
      <Form method="post" className="flex w-full max-w-sm flex-col gap-4 rounded-lg bg-white p-6 shadow-md" noValidate>
        <h1 className="text-xl font-bold">{t("login.heading")}</h1>
        <FormErrors result={result} vars={actionData?.retryMinutes ? { count: actionData.retryMinutes } : undefined} />
        <input type="hidden" name="callback" value={params.get("callback") ?? ""} />
        <TextField name="username" label={t("login.username")} result={result} autoComplete="username" required />
        <TextField name="password" label={t("login.password")} result={result} type="password" autoComplete="current-password" required />
        <SubmitButton>{t("login.submit")}</SubmitButton>
      </Form>
    </Main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
