import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormErrors, type FormResult } from "../forms";

/**
 * One step of the profile: a plain post (it works without JavaScript), told
 * apart by its intent, with the step's form-wide errors first; each field's
 * own errors are beside it.
 */
export function StepForm({ intent, result, children }: { intent: string; result?: FormResult; children: ReactNode }) {
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <div className="sm:col-span-2">
        <FormErrors result={result} />
      </div>
      {children}
    </Form>
  );
}
