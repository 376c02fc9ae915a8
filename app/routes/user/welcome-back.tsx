import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { FormErrors, SubmitButton, TextField } from "~/components/forms";
import { detailPathFor, type ProductTypeCode } from "~/domain/products";
import { nextConsumerPath, offersPathFor } from "~/domain/consumer-routing";
import { formatRupees } from "~/domain/money";
import { IdentityCheckSchema } from "~/forms/identity";
import { useT } from "~/i18n/use-t";
import { applicationsOf } from "~/server/applications.server";
import { requireConsumer } from "~/server/consumer-guard.server";
import { updateConsumer } from "~/server/consumers.server";
import { identityMatches, maskedIdentity } from "~/server/identity.server";
import { journeyCookies } from "~/server/journey.server";
import type { Route } from "./+types/welcome-back";

/** Each welcome-back page serves its product group; another product goes back to the products page. */
function productsOf(pathname: string): ProductTypeCode[] {
  if (pathname.endsWith("/business-welcome-back")) return ["bl"];
  if (pathname.endsWith("/housing-welcome-back")) return ["hl"];
  return ["pl", "gl"];
}

/** A returning consumer: prove it is you (birth date and PAN), then continue or start a new application. */
export async function loader({ request }: Route.LoaderArgs) {
  const ctx = await requireConsumer(request, { products: productsOf(new URL(request.url).pathname) });
  if (!ctx.state.profileComplete || ctx.state.hasAppId) throw redirect(nextConsumerPath(ctx.state));
  const apps = await applicationsOf(ctx.consumer.id);
  return {
    firstName: ctx.consumer.firstName,
    masked: maskedIdentity(ctx.consumer),
    applications: apps.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const ctx = await requireConsumer(request, { products: productsOf(new URL(request.url).pathname) });
  const submission = parseWithZod(await request.formData(), {
    schema: IdentityCheckSchema.superRefine((v, zctx) => {
      if (!identityMatches(ctx.consumer, v.birthDate, v.pan)) {
        zctx.addIssue({ code: "custom", message: "validation.identityMismatch" });
      }
    }),
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const product = ctx.state.productType ?? "pl";
  const headers = new Headers();
  for (const c of journeyCookies({ appId: ctx.prospect.uuid })) headers.append("Set-Cookie", c);
  if (submission.value.intent === "new") {
    // A new application starts from the saved profile, open for review.
    await updateConsumer(ctx.consumer.id, { isEditing: 1 });
    return redirect(detailPathFor(product), { headers });
  }
  return redirect(offersPathFor(product), { headers });
}

export function meta() {
  return [{ title: "Welcome back" }];
}

const date = (iso: string) => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(iso));

export default function WelcomeBack({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData?.result;
  const { masked, applications } = loaderData;
  return (
    <main className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t("welcomeBack.heading", { name: loaderData.firstName ?? "" })}</h1>
      <p className="mt-1 text-slate-600">{t("welcomeBack.intro")}</p>
      <Form method="post" className="mt-4 grid gap-4 rounded-lg bg-white p-5 shadow-sm sm:grid-cols-2" noValidate>
        <div className="sm:col-span-2">
          <FormErrors result={result} />
        </div>
        <TextField
          name="birthDate"
          label={t("profile.birthDate")}
          hint={masked.birth_date ? t("welcomeBack.hint", { value: masked.birth_date }) : undefined}
          result={result}
          placeholder="DD/MM/YYYY"
          inputMode="numeric"
          maxLength={10}
          required
        />
        <TextField
          name="pan"
          label={t("profile.pan")}
          hint={masked.pan ? t("welcomeBack.hint", { value: masked.pan }) : undefined}
          result={result}
          maxLength={10}
          autoCapitalize="characters"
          required
        />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
          <SubmitButton name="intent" value="continue">
            {t("welcomeBack.continue")}
          </SubmitButton>
          <button type="submit" name="intent" value="new" className="rounded-md border border-brand px-5 py-2.5 font-semibold text-brand">
            {t("welcomeBack.startNew")}
          </button>
        </div>
      </Form>

      {applications.length ? (
        <section className="mt-8" aria-labelledby="your-applications">
          <h2 id="your-applications" className="text-lg font-semibold">
            {t("welcomeBack.applicationsHeading")}
          </h2>
          <table className="mt-2 w-full rounded-lg bg-white text-sm shadow-sm" data-testid="applications-table">
            <thead>
              <tr className="border-b border-slate-200 text-left">
                <th className="p-3">{t("welcomeBack.lender")}</th>
                <th className="p-3">{t("welcomeBack.date")}</th>
                <th className="p-3">{t("status.status")}</th>
                <th className="p-3">
                  <span className="sr-only">{t("welcomeBack.resume")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {applications.map((a) => (
                <tr key={a.uuid} className="border-b border-slate-100 last:border-0">
                  <td className="p-3">
                    {a.lenderDisplayName}
                    <span className="block text-xs text-slate-500">{a.amount ? formatRupees(a.amount) : ""}</span>
                  </td>
                  <td className="p-3">{date(a.createdAt)}</td>
                  <td className="p-3">{t(`status.values.${a.status}`)}</td>
                  <td className="p-3">
                    <Link to={`/user/lenders-transaction/${a.lenderName}`} className="font-semibold text-brand underline">
                      {t("welcomeBack.resume")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </main>
  );
}
