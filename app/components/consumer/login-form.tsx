import { Form } from "react-router";
import { offeredProducts } from "~/domain/products";
import { useT } from "~/i18n/use-t";
import { FormErrors, Honeypot, SelectField, SubmitButton, TextField, type FormResult } from "../forms";

/**
 * Mobile number or email, then an OTP. On a partner brand the product is
 * chosen here, as there is no products page; a product's own landing (a solar
 * host's) sends its product (`fixedProduct`).
 */
export function LoginForm(props: { result?: FormResult; chooseProduct: boolean; product?: string | null; fixedProduct?: string; action?: string; products?: readonly string[] }) {
  const { result, chooseProduct, product, fixedProduct, action } = props;
  const t = useT();
  const chosen = offeredProducts.find((p) => p.code === product);
  // The brand's Custom Funnel names the products it offers and their order; a product chosen by a link stays offered.
  const listed = props.products ? props.products.flatMap((code) => offeredProducts.filter((p) => p.code === code)) : [...offeredProducts];
  const choices = chosen && !listed.includes(chosen) ? [chosen, ...listed] : listed;
  return (
    <Form id="login" method="post" action={action} className="flex scroll-mt-4 flex-col gap-4 rounded-lg bg-white p-5 text-slate-900 shadow-md" noValidate>
      {/* A product already chosen (a landing tile, a tracking link, a card's Apply) is named: the sign-in goes on with it. */}
      <h2 className="text-lg font-semibold">{chosen && !fixedProduct ? t("login.headingFor", { product: t(`products.${chosen.key}.name`) }) : t("login.heading")}</h2>
      <FormErrors result={result} />
      <TextField name="contact" label={t("login.contactLabel")} hint={t("login.contactHint")} result={result} autoComplete="tel" inputMode="text" maxLength={80} required />
      {fixedProduct ? <input type="hidden" name="productType" value={fixedProduct} /> : null}
      {chooseProduct && !fixedProduct ? (
        <SelectField
          name="productType"
          label={t("login.productLabel")}
          result={result}
          saved={chosen ? chosen.code : choices[0].code}
          options={choices.map((p) => ({ value: p.code, label: t(`products.${p.key}.name`) }))}
        />
      ) : null}
      <Honeypot />
      <SubmitButton>{t("login.submit")}</SubmitButton>
      <p className="text-xs text-slate-500">{t("login.consentNote")}</p>
    </Form>
  );
}
