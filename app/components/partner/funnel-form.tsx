import { Form, useLocation } from "react-router";
import { FormErrors, SelectField, SubmitButton, TextField, type FormResult } from "~/components/forms";
import { HEADLINE_MAX, LANDING_TILES, type Funnel } from "~/domain/partner/funnel";
import { FUNNEL_INTENT, headlineField, placeField } from "~/forms/partner/funnel";
import { languageNames, type Language } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";

/**
 * The Custom Funnel's form: a place for each tile (empty leaves it off), the
 * product the login opens on, and a headline in each language the brand
 * offers. Plain selects and fields, posted whole: it works without JavaScript.
 */
export function FunnelForm({ saved, languages, result }: { saved: Funnel | null; languages: Language[]; result?: FormResult }) {
  const t = useT("partner");
  const tc = useT();
  const location = useLocation();
  const shown = saved?.products ?? LANDING_TILES;
  const places = LANDING_TILES.map((_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  const productName = (tile: string) => tc(`products.${tile}.name` as string);
  return (
    <Form key={location.key} method="post" className="mt-3 grid gap-4" noValidate>
      <input type="hidden" name="intent" value={FUNNEL_INTENT.save} />
      <FormErrors result={result} />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t("funnel.products")}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">{t("funnel.productsHint")}</p>
        {LANDING_TILES.map((tile) => {
          const at = shown.indexOf(tile);
          return (
            <SelectField key={tile} name={placeField(tile)} label={productName(tile)} placeholder={t("funnel.notShown")} options={places} saved={at === -1 ? "" : String(at + 1)} result={result} />
          );
        })}
      </fieldset>
      <SelectField
        name="opensOn"
        label={t("funnel.opensOn")}
        hint={t("funnel.opensOnHint")}
        placeholder={t("funnel.opensOnNone")}
        options={LANDING_TILES.map((tile) => ({ value: tile, label: productName(tile) }))}
        saved={saved?.opensOn ?? ""}
        result={result}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{t("funnel.headlines")}</legend>
        {languages.map((language) => (
          <TextField
            key={language}
            name={headlineField(language)}
            lang={language}
            label={t("funnel.headline", { language: languageNames[language] })}
            hint={t("funnel.headlineHint", { max: HEADLINE_MAX })}
            saved={saved?.headlines[language] ?? ""}
            result={result}
            maxLength={HEADLINE_MAX}
          />
        ))}
      </fieldset>
      <SubmitButton className="justify-self-start">{t("funnel.save")}</SubmitButton>
    </Form>
  );
}
