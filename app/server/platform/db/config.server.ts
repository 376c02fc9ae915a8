import { z } from "zod";
import { GSTIN } from "~/domain/platform/patterns";
import { DEFAULT_SECRETS, DEFAULTS, DEMO_DLT_ENTITY_ID } from "../../../../host/config.js";

export { DEFAULT_SECRETS };

/**
 * Every setting the app reads from the environment, as it judges them; each default is host/config.js's
 * (the one list the production server reads too). `.env.example` lists the same.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.string().default(DEFAULTS.NODE_ENV),
    PORT: z.coerce.number().int().positive().default(DEFAULTS.PORT),
    DATABASE_URL: z.string().optional(),
    PGLITE_DIR: z.string().optional(),
    COOKIE_SECURE: z.enum(["auto", "true", "false"]).default(DEFAULTS.COOKIE_SECURE),
    DEMO_PASSWORD: z.string().default(DEFAULTS.DEMO_PASSWORD),
    SEED_ON_EMPTY: z.enum(["true", "false"]).default(DEFAULTS.SEED_ON_EMPTY),
    /** The demo logins (admin, analyst, csr, partner): always on the embedded database, on a real server only when asked for. */
    SEED_DEMO_ACCOUNTS: z.enum(["true", "false"]).optional(),
    TRUST_PROXY: z.enum(["true", "false"]).default(DEFAULTS.TRUST_PROXY),
    /** How many trusted proxies stand in front of the server: the client is the address that many hops from the right of X-Forwarded-For. */
    TRUST_PROXY_HOPS: z.coerce.number().int().positive().default(DEFAULTS.TRUST_PROXY_HOPS),
    /** Largest request body read, in bytes: forms and JSON, and the upload routes. */
    MAX_BODY_BYTES: z.coerce.number().int().positive().default(DEFAULTS.MAX_BODY_BYTES),
    MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(DEFAULTS.MAX_UPLOAD_BYTES),
    /** Largest image an admin may upload (a card thumbnail, a brand logo), in bytes. */
    MAX_IMAGE_BYTES: z.coerce.number().int().positive().default(DEFAULTS.MAX_IMAGE_BYTES),
    /** Largest training video, and other training file (a PDF, a deck), an admin may upload, in bytes. */
    TRAINING_VIDEO_MAX_BYTES: z.coerce.number().int().positive().default(DEFAULTS.TRAINING_VIDEO_MAX_BYTES),
    TRAINING_FILE_MAX_BYTES: z.coerce.number().int().positive().default(DEFAULTS.TRAINING_FILE_MAX_BYTES),
    DEFAULT_BRAND: z.string().default(DEFAULTS.DEFAULT_BRAND),
    ALLOWED_ACTION_ORIGINS: z.string().default(DEFAULTS.ALLOWED_ACTION_ORIGINS),
    USER_SESSION_MINUTES: z.coerce.number().positive().default(DEFAULTS.USER_SESSION_MINUTES),
    ADMIN_SESSION_MINUTES: z.coerce.number().positive().default(DEFAULTS.ADMIN_SESSION_MINUTES),
    PARTNER_SESSION_MINUTES: z.coerce.number().positive().default(DEFAULTS.PARTNER_SESSION_MINUTES),
    /** Absolute lifetime of a session, however active it is, in hours. */
    USER_SESSION_MAX_HOURS: z.coerce.number().positive().default(DEFAULTS.USER_SESSION_MAX_HOURS),
    ADMIN_SESSION_MAX_HOURS: z.coerce.number().positive().default(DEFAULTS.ADMIN_SESSION_MAX_HOURS),
    PARTNER_SESSION_MAX_HOURS: z.coerce.number().positive().default(DEFAULTS.PARTNER_SESSION_MAX_HOURS),
    /** Minutes between two purges of expired sessions, codes, rate-limit rows and sent messages. */
    PURGE_INTERVAL_MINUTES: z.coerce.number().positive().default(DEFAULTS.PURGE_INTERVAL_MINUTES),
    /** Wrong passwords for one admin or partner username (within an hour) before the username is locked for LOGIN_LOCK_MINUTES. */
    ADMIN_LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(DEFAULTS.ADMIN_LOGIN_MAX_FAILURES),
    /** How long such a lock lasts; it then lifts by itself (an admin of role 1 may lift an admin's sooner). */
    LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(DEFAULTS.LOGIN_LOCK_MINUTES),
    /** Admin sign-ins tried from one address in 15 minutes, whatever the usernames. */
    ADMIN_LOGIN_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(DEFAULTS.ADMIN_LOGIN_MAX_PER_ADDRESS),
    USER_IDLE_MINUTES: z.coerce.number().positive().default(DEFAULTS.USER_IDLE_MINUTES),
    ADMIN_IDLE_MINUTES: z.coerce.number().positive().default(DEFAULTS.ADMIN_IDLE_MINUTES),
    PARTNER_IDLE_MINUTES: z.coerce.number().positive().default(DEFAULTS.PARTNER_IDLE_MINUTES),
    IDLE_WARNING_SECONDS: z.coerce.number().int().positive().default(DEFAULTS.IDLE_WARNING_SECONDS),
    OTP_SECRET: z.string().default(DEFAULTS.OTP_SECRET),
    /** Key of the HMAC that signs links given to lenders (the merchant form). */
    LINK_SIGNING_SECRET: z.string().default(DEFAULTS.LINK_SIGNING_SECRET),
    /** Days a partner API key works after it is made (docs/decisions/036). */
    PARTNER_API_KEY_DAYS: z.coerce.number().int().positive().max(365).default(DEFAULTS.PARTNER_API_KEY_DAYS),
    /** Calls one partner API key may make a minute; more answer 429 with Retry-After (docs/decisions/075). */
    PARTNER_API_KEY_CALLS_PER_MINUTE: z.coerce.number().int().positive().default(DEFAULTS.PARTNER_API_KEY_CALLS_PER_MINUTE),
    /** Hours a signed merchant-form link stays valid. */
    SIGNED_LINK_HOURS: z.coerce.number().positive().default(DEFAULTS.SIGNED_LINK_HOURS),
    OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().positive().default(DEFAULTS.OTP_RESEND_COOLDOWN_SECONDS),
    OTP_MAX_PER_DESTINATION_PER_HOUR: z.coerce.number().int().positive().default(DEFAULTS.OTP_MAX_PER_DESTINATION_PER_HOUR),
    OTP_MAX_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(DEFAULTS.OTP_MAX_PER_IP_PER_HOUR),
    /** The SMS/email gateway every message is posted to (required on a real deployment: see missingGateway). */
    MESSAGE_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** TRAI DLT: our principal entity id and the sender header every SMS carries (docs/decisions/099-dlt-sms.md). */
    DLT_ENTITY_ID: z
      .string()
      .regex(/^\d{10,25}$/, "digits, as the DLT platform gave it")
      .default(DEFAULTS.DLT_ENTITY_ID),
    SMS_SENDER_ID: z
      .string()
      .regex(/^[A-Z]{6}$/, "6 capital letters")
      .default(DEFAULTS.SMS_SENDER_ID),
    /** The secret the gateway's inbound webhook (/api/sms-inbound) must send; unset, it refuses every call. */
    SMS_INBOUND_SECRET: z.string().min(16, "16 characters or more").optional(),
    /** Help enquiries (/help) taken in an hour from one address, and from one signed-in consumer whatever the address. */
    HELP_MAX_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(DEFAULTS.HELP_MAX_PER_ADDRESS_PER_HOUR),
    HELP_MAX_PER_CONSUMER_PER_HOUR: z.coerce.number().int().positive().default(DEFAULTS.HELP_MAX_PER_CONSUMER_PER_HOUR),
    /** The help form's phone number: digits only, exactly this many (SPEC.md 5: "capped at a configured length"; India's mobile is 10). */
    HELP_PHONE_LENGTH: z.coerce.number().int().min(4).max(15).default(DEFAULTS.HELP_PHONE_LENGTH),
    /**
     * Uploaded images go to an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…)
     * when S3_BUCKET is set, else to the local disk under .data/uploads.
     * S3_ENDPOINT is the service's address (path-style: {endpoint}/{bucket}/{key});
     * S3_PUBLIC_URL is where browsers fetch the files (https: a CDN, or the bucket's public address).
     */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "a bucket name")
      .optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().default(DEFAULTS.S3_REGION),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.url({ protocol: /^https$/ }).optional(),
    /**
     * The sandbox lender (host/sandbox-lender.js, decision 027): "on" mounts it in this
     * server at /sandbox-lender and sends every lender without an endpoint of
     * its own there. On by default on the embedded demo database only.
     */
    LENDER_SANDBOX: z.enum(["on", "off"]).optional(),
    /** Where the app reaches the sandbox lender (set by host/server.js when it mounts one). */
    LENDER_SANDBOX_URL: z.string().optional(),
    /**
     * Local development only (never on a real deployment): "true" lets a lender's
     * API address be plain http or an address of our own network, such as a
     * lender's test server on this machine (docs/decisions/036).
     */
    LENDER_URLS_ALLOW_LOCAL: z.enum(["true", "false"]).optional(),
    /** The key the sandbox lender's per-lender secrets (its signed calls and webhooks) are derived from. */
    LENDER_SANDBOX_SECRET: z.string().default(DEFAULTS.LENDER_SANDBOX_SECRET),
    /**
     * A lender-type deployment (SPEC.md 2.1): the name of the one lender that
     * runs the product for its own customers. A completed consumer goes to
     * /user/lender-submit to apply to it, instead of the offers of every lender.
     */
    LENDER_DEPLOYMENT: z.string().optional(),
    /** The address lenders call back (their webhooks); the sandbox's address is used when it is unset. */
    PUBLIC_APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * The grievance officer's own name, shown after the role the pages name in
     * their language ("Grievance Officer" / "शिकायत अधिकारी"); unset, the
     * pages name the role and the address only. Never the role itself: it
     * would stay English on the Hindi pages.
     */
    GRIEVANCE_OFFICER_NAME: z.string().trim().default(DEFAULTS.GRIEVANCE_OFFICER_NAME),
    GRIEVANCE_OFFICER_EMAIL: z.string().default(DEFAULTS.GRIEVANCE_OFFICER_EMAIL),
    /**
     * Who partners invoice their commission to (docs/decisions/098-partner-payouts.md):
     * our legal name (unset: the default brand's name), our address, and our
     * GSTIN, whose state tells IGST from CGST and SGST on a partner's invoice
     * (unset: one GST line at 18 %).
     */
    COMPANY_LEGAL_NAME: z.string().trim().default(DEFAULTS.COMPANY_LEGAL_NAME),
    COMPANY_ADDRESS: z.string().trim().default(DEFAULTS.COMPANY_ADDRESS),
    COMPANY_GSTIN: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(GSTIN, "not a GSTIN (e.g. 29ABCDE1234F1Z5)"))
      .optional(),
    /**
     * Tests only (docs/decisions/032-test-clock.md): business time starts at this
     * instant (ISO 8601 with its offset, e.g. 2026-03-10T18:29:50Z) and ticks on
     * from there. Refused on a real deployment.
     */
    CLOCK_START: z.iso.datetime({ offset: true }).optional(),
    /** The ONDC buyer app (docs/decisions/102): who we are on the network, our keys (base64), and where the registry and gateway are. */
    ONDC_SUBSCRIBER_ID: z.string().trim().min(1).optional(),
    ONDC_SUBSCRIBER_URL: z.url({ protocol: /^https?$/ }).optional(),
    ONDC_UNIQUE_KEY_ID: z.string().trim().min(1).optional(),
    ONDC_SIGNING_PRIVATE_KEY: z.base64().optional(),
    ONDC_ENCRYPTION_PRIVATE_KEY: z.base64().optional(),
    ONDC_REQUEST_ID: z.string().trim().min(1).optional(),
    ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY: z.base64().optional(),
    ONDC_REGISTRY_URL: z.url({ protocol: /^https?$/ }).optional(),
    ONDC_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The sandbox network (registry, gateway, one lender) with keys made at first start: never on a real deployment. */
    ONDC_SANDBOX: z.enum(["on", "off"]).optional(),
    ONDC_KEY_CACHE_MINUTES: z.coerce.number().positive().default(DEFAULTS.ONDC_KEY_CACHE_MINUTES),
    ONDC_LOG_DAYS: z.coerce.number().int().positive().default(DEFAULTS.ONDC_LOG_DAYS),
  })
  .superRefine((env, ctx) => {
    if (env.ONDC_SIGNING_PRIVATE_KEY) {
      for (const name of ["ONDC_SUBSCRIBER_ID", "ONDC_UNIQUE_KEY_ID"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "needed when ONDC_SIGNING_PRIVATE_KEY is set" });
      }
    }
    if (!env.S3_BUCKET) return;
    for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "needed when S3_BUCKET is set" });
    }
  });

export type Config = z.infer<typeof EnvSchema>;

let cached: Config | undefined;

/** The environment as settings: an empty variable counts as unset; a bad value is named in one line. */
export function parseEnv(env: Record<string, string | undefined>): Config {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(set);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
  throw new Error(`invalid settings: ${problems}`);
}

export function getConfig(): Config {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isProduction = () => getConfig().NODE_ENV === "production";

/** A real deployment: production mode on a real PostgreSQL server (not the embedded demo database). */
export const isRealDeployment = (config = getConfig()) => config.NODE_ENV === "production" && Boolean(config.DATABASE_URL);

/** Whether the demo logins are seeded: on the embedded database unless refused; on a real server only when asked for. */
export const seedsDemoAccounts = (config = getConfig()) => (config.SEED_DEMO_ACCOUNTS === undefined ? !isRealDeployment(config) : config.SEED_DEMO_ACCOUNTS === "true");

/**
 * On a real deployment every secret must be set to a value of its own: the
 * names of those still missing or at their demo value (empty when all is well).
 * DEMO_PASSWORD matters only when demo accounts are seeded, but its demo value is never accepted.
 * LENDER_SANDBOX_SECRET matters only with the sandbox lender on: the keys of its webhooks derive from it.
 */
export function weakSecrets(env: Record<string, string | undefined> = process.env): string[] {
  const config = parseEnv(env);
  if (!isRealDeployment(config)) return [];
  const weak: string[] = [];
  const names = ["OTP_SECRET", "LINK_SIGNING_SECRET", ...(config.LENDER_SANDBOX === "on" ? (["LENDER_SANDBOX_SECRET"] as const) : [])] as const;
  for (const name of names) {
    const value = env[name];
    if (!value || value === DEFAULT_SECRETS[name] || value.length < 16) weak.push(name);
  }
  const demo = env.DEMO_PASSWORD;
  if (demo === DEFAULT_SECRETS.DEMO_PASSWORD || (!demo && seedsDemoAccounts(config))) weak.push("DEMO_PASSWORD");
  return weak;
}

/**
 * On a real deployment, the SMS/email gateway must be set: without one every
 * message, login codes included, would only be printed to the server log.
 * There is no switch to allow that in production (docs/decisions/037).
 */
export function missingGateway(env: Record<string, string | undefined> = process.env): string[] {
  const config = parseEnv(env);
  if (!isRealDeployment(config)) return [];
  return [...(env.MESSAGE_WEBHOOK_URL ? [] : ["MESSAGE_WEBHOOK_URL"]), ...(config.DLT_ENTITY_ID === DEMO_DLT_ENTITY_ID ? ["DLT_ENTITY_ID"] : [])];
}

/**
 * The sandbox network's keys are made by the server itself and known to anyone with its database: a real
 * deployment runs ONDC only on keys it was given, registered with ONDC's registry (docs/decisions/102).
 */
export function ondcRefusal(env: Record<string, string | undefined> = process.env): string | null {
  const config = parseEnv(env);
  if (!isRealDeployment(config)) return null;
  if (config.ONDC_SANDBOX === "on") return "unset ONDC_SANDBOX (the sandbox network's keys are generated, not registered with ONDC)";
  if (config.ONDC_SUBSCRIBER_ID && !config.ONDC_SIGNING_PRIVATE_KEY) return "set ONDC_SIGNING_PRIVATE_KEY, the key registered for ONDC_SUBSCRIBER_ID";
  return null;
}

/** Why the server must not start, in one line naming every setting to fix; null when it may. */
export function startupRefusal(env: Record<string, string | undefined> = process.env): string | null {
  const reasons: string[] = [];
  const weak = weakSecrets(env);
  const sandbox = weak.includes("LENDER_SANDBOX_SECRET") ? "; LENDER_SANDBOX=on mounts the sandbox lender, whose webhook keys derive from LENDER_SANDBOX_SECRET" : "";
  if (weak.length) reasons.push(`set ${weak.join(", ")} to a secret value of your own (production on a real database must not run on demo secrets${sandbox})`);
  const ondc = ondcRefusal(env);
  if (ondc) reasons.push(ondc);
  const missing = missingGateway(env);
  if (missing.includes("MESSAGE_WEBHOOK_URL")) reasons.push("set MESSAGE_WEBHOOK_URL to your SMS/email gateway (production on a real database must not print login codes to its log)");
  if (missing.includes("DLT_ENTITY_ID")) reasons.push("set DLT_ENTITY_ID to the principal entity id your DLT registration gave (India's networks drop an SMS without it)");
  return reasons.length ? `refusing to start: ${reasons.join("; ")}` : null;
}

/** Secure cookies in production unless told otherwise (browsers accept them on http://localhost too). */
export const secureCookies = () => {
  const setting = getConfig().COOKIE_SECURE;
  return setting === "auto" ? isProduction() : setting === "true";
};
