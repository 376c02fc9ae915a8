import { z } from "zod";

/** The name of something an admin creates (a lender, a group): required, at most 60 characters, of the given pattern. */
export function nameSchema(pattern: RegExp, patternMessage: string) {
  return (
    z
      .string({ error: "admin:validation.nameRequired" })
      .trim()
      // An empty name is only "required", not also of the wrong letters.
      .min(1, { error: "admin:validation.nameRequired", abort: true })
      .max(60, "admin:validation.nameTooLong")
      .regex(pattern, patternMessage)
  );
}
