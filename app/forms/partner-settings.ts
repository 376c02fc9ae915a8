import { changeOwnPasswordSchema } from "./password-change";

/** The partner settings page's password form, with the partner portal's own messages. */
export const PartnerPasswordSchema = changeOwnPasswordSchema({
  required: "validation.required",
  passwordShort: "partner:settings.errors.passwordShort",
  passwordLong: "partner:settings.errors.passwordLong",
  confirm: "partner:settings.errors.confirm",
  samePassword: "partner:settings.errors.samePassword",
});
