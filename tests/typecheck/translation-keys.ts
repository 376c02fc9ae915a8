// Typecheck fixture: `npm run typecheck` compiles this file, so it proves that
// a misspelt translation key is a type error while real and run-time keys pass.
import type { TFunction } from "~/i18n/translate";

declare const t: TFunction;
declare const tAdmin: TFunction<"admin">;
declare const fromServer: string;

t("landing.title");
t("verification.attemptsLeft", { count: 2 });
t("admin:login.heading");
tAdmin("login.heading");
t(fromServer);

// @ts-expect-error: no such key in locales/en/common.json
t("landing.titel");
// @ts-expect-error: the key is in another namespace
tAdmin("landing.title");
// @ts-expect-error: no such namespace
t("nosuch:landing.title");
