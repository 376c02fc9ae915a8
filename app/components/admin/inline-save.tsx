import { useEffect, useRef, useState, type ReactNode, type Ref } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { ANSWER_FIELD, ANSWER_IN_PLACE } from "~/forms/form-reply";
import { useT } from "~/i18n/use-t";
import { fieldErrors, type FormResult } from "../forms";

/**
 * The one way an admin screen saves a single field, cell or switch: a
 * fetcher per field, posting its own form. With JavaScript the new value
 * shows at once (`pending`) and the post asks to be answered in place; when
 * it is refused (a 4xx with Conform's reply), the field falls back to the
 * saved value, its errors show beside it, and the page is revalidated, which
 * also brings the toast. Without JavaScript the same form posts itself and
 * the action sends the browser back to the same row or field.
 */
export function useInlineSave(key: string) {
  const fetcher = useFetcher<{ result: FormResult }>({ key });
  const { revalidate } = useRevalidator();
  const reply = fetcher.state === "idle" ? fetcher.data?.result : undefined;
  const failed = reply?.status === "error" ? reply : undefined;
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!failed || handled.current === failed) return;
    handled.current = failed;
    // React Router skips revalidation after a 4xx; the saved row and the toast come with this one.
    void revalidate();
  }, [failed, revalidate]);
  // Set at once on save: the fetcher reports its submission a moment later, and a controlled switch would flick back meanwhile.
  const [asked, setAsked] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state === "idle") setAsked(undefined);
  }, [fetcher.state]);
  /** Posts the field's form; `value`, when given, replaces what the form holds (a switch's new state, a new order). */
  const save = (form: HTMLFormElement, value?: string) => {
    const body = new FormData(form);
    if (value !== undefined) body.set("value", value);
    body.set(ANSWER_FIELD, ANSWER_IN_PLACE);
    setAsked(String(body.getAll("value").at(-1) ?? ""));
    void fetcher.submit(body, { method: "post", action: form.getAttribute("action") ?? undefined });
  };
  const submitted = fetcher.state !== "idle" ? fetcher.formData?.getAll("value").at(-1) : undefined;
  const pending = asked ?? (typeof submitted === "string" ? submitted : undefined);
  return { fetcher, pending, failed, errorsOf: (name: string) => fieldErrors(failed, name).concat(fieldErrors(failed, "")), save };
}

export type InlineSave = ReturnType<typeof useInlineSave>;

/**
 * The form of one inline field: its intent and ids as hidden fields, and a
 * Save button for browsers without JavaScript (with it, the field saves
 * itself on change or blur, and Enter saves as blur does).
 */
export function InlineForm({
  ref,
  save,
  action,
  fields,
  saveLabel,
  className,
  children,
}: {
  ref?: Ref<HTMLFormElement>;
  save: InlineSave;
  action: string;
  fields: Record<string, string | number>;
  /** Names the Save button a browser without JavaScript shows; without it the form's own buttons post it. */
  saveLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT("admin");
  // A plain form, not the fetcher's: with JavaScript the submit goes through save() anyway, and a
  // table renders hundreds of these, each of which would resolve its action against the route again.
  return (
    <form
      ref={ref}
      method="post"
      action={action}
      // The server judges, as it does for a fetcher's post: a refused value comes back with its toast either way.
      noValidate
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        save.save(e.currentTarget);
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {saveLabel ? (
        <noscript>
          <button type="submit" aria-label={`${t("save")}: ${saveLabel}`} className="inline-save">
            {t("save")}
          </button>
        </noscript>
      ) : null}
    </form>
  );
}

/**
 * A 1/0 flag inside an InlineForm: saved the moment it changes (with
 * JavaScript) or with the form's Save button (without). An unticked box
 * sends nothing, so the hidden 0 before it says "off" then.
 */
export function InlineFlag({
  save,
  on,
  label,
  asSwitch = false,
  className,
  wiring,
}: {
  save: InlineSave;
  on: boolean;
  label?: string;
  asSwitch?: boolean;
  className: string;
  /** The id and error wiring of a labelled field. */
  wiring?: { id: string; "aria-invalid"?: true; "aria-describedby"?: string };
}) {
  return (
    <>
      <input type="hidden" name="value" value="0" />
      <input
        {...wiring}
        type="checkbox"
        role={asSwitch ? "switch" : undefined}
        name="value"
        value="1"
        checked={on}
        aria-label={label}
        className={className}
        onChange={(e) => save.save(e.currentTarget.form!, e.currentTarget.checked ? "1" : "0")}
      />
    </>
  );
}
