import { z } from "zod";

/** Every setting the server reads from the environment, with its default. `.env.example` lists the same. */
const EnvSchema = z.object({
  NODE_ENV: z.string().default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().optional(),
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  DEMO_PASSWORD: z.string().default("demo-pass-123"),
  SEED_ON_EMPTY: z.enum(["true", "false"]).default("true"),
  DEFAULT_BRAND: z.string().default("cl"),
  ALLOWED_ACTION_ORIGINS: z.string().default(""),
  USER_SESSION_MINUTES: z.coerce.number().positive().default(60),
  ADMIN_SESSION_MINUTES: z.coerce.number().positive().default(480),
  PARTNER_SESSION_MINUTES: z.coerce.number().positive().default(480),
  USER_IDLE_MINUTES: z.coerce.number().positive().default(15),
  ADMIN_IDLE_MINUTES: z.coerce.number().positive().default(30),
  PARTNER_IDLE_MINUTES: z.coerce.number().positive().default(30),
  IDLE_WARNING_SECONDS: z.coerce.number().int().positive().default(60),
  OTP_SECRET: z.string().default("change-me-otp-secret"),
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().positive().default(30),
  OTP_MAX_PER_DESTINATION_PER_HOUR: z.coerce.number().int().positive().default(10),
  OTP_MAX_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(60),
  GRIEVANCE_OFFICER_NAME: z.string().default("Grievance Officer, CL Marketplace"),
  GRIEVANCE_OFFICER_EMAIL: z.string().default("grievance@example.in"),
});

export type Config = z.infer<typeof EnvSchema>;

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= EnvSchema.parse(process.env);
  return cached;
}

export const isProduction = () => getConfig().NODE_ENV === "production";

/** Secure cookies in production unless told otherwise (browsers accept them on http://localhost too). */
export const secureCookies = () => {
  const setting = getConfig().COOKIE_SECURE;
  return setting === "auto" ? isProduction() : setting === "true";
};
