// Every setting the server reads from the environment, by name, with its default: said once, here.
// host/server.js and its parts read them with `setting()`; the app's settings (app/server/platform/db/config.server.ts)
// and the database client (db/client.ts) take their defaults from DEFAULTS. Plain JavaScript, because host/
// runs without a TypeScript step and must not import the app. .env.example lists the same names and values
// (tests/unit/platform/settings-once.test.ts fails when any of them drift, or a default is written elsewhere).

/** The demo values of the secrets: fine on the embedded demo database, refused on a real deployment. */
export const DEFAULT_SECRETS = /** @type {const} */ ({
  DEMO_PASSWORD: "demo-pass-123",
  OTP_SECRET: "change-me-otp-secret",
  LINK_SIGNING_SECRET: "change-me-link-secret",
  LENDER_SANDBOX_SECRET: "sandbox-lender-demo-secret",
});

/** The demo's DLT principal entity id: any SMS gateway in India would reject it, so a real deployment must set its own. */
export const DEMO_DLT_ENTITY_ID = "1101000000000000000";

/**
 * Each setting's default; `undefined`: it has none (unset means off, absent or worked out, as its reader says).
 * An empty value counts as unset everywhere.
 */
export const DEFAULTS = /** @type {const} */ ({
  // The app's mode where nothing says otherwise (a script run with tsx); the production server sets PRODUCTION_MODE first.
  NODE_ENV: "development",
  PORT: 3000,
  LOG_LEVEL: "info",
  SHUTDOWN_GRACE_MS: 10_000,
  DATABASE_URL: undefined,
  // Where the embedded database keeps its files when DATABASE_URL is unset (from the working directory).
  PGLITE_DIR: ".data/pglite",
  DATABASE_POOL_SIZE: 10,
  DATABASE_CONNECT_TIMEOUT_SECONDS: 3,
  DATABASE_STATEMENT_TIMEOUT_MS: 10_000,
  JOB_POOL_SIZE: 4,
  // Server processes `npm start` runs: a number, or "auto" for one per core (host/web-concurrency.js).
  WEB_CONCURRENCY: 1,
  HEAP_GROWING_PERCENT: 30,
  SHARED_PAGE_CACHE_SECONDS: 5,
  COOKIE_SECURE: "auto",
  DEMO_PASSWORD: DEFAULT_SECRETS.DEMO_PASSWORD,
  SEED_ON_EMPTY: "true",
  SEED_DEMO_ACCOUNTS: undefined,
  TRUST_PROXY: "false",
  TRUST_PROXY_HOPS: 1,
  MAX_BODY_BYTES: 64 * 1024,
  MAX_UPLOAD_BYTES: 5 * 1024 * 1024,
  MAX_IMAGE_BYTES: 2 * 1024 * 1024,
  TRAINING_VIDEO_MAX_BYTES: 50 * 1024 * 1024,
  TRAINING_FILE_MAX_BYTES: 20 * 1024 * 1024,
  DEFAULT_BRAND: "cl",
  ALLOWED_ACTION_ORIGINS: "",
  USER_SESSION_MINUTES: 60,
  ADMIN_SESSION_MINUTES: 480,
  PARTNER_SESSION_MINUTES: 480,
  USER_SESSION_MAX_HOURS: 12,
  ADMIN_SESSION_MAX_HOURS: 12,
  PARTNER_SESSION_MAX_HOURS: 24,
  PURGE_INTERVAL_MINUTES: 60,
  ADMIN_LOGIN_MAX_FAILURES: 10,
  LOGIN_LOCK_MINUTES: 15,
  ADMIN_LOGIN_MAX_PER_ADDRESS: 20,
  USER_IDLE_MINUTES: 15,
  ADMIN_IDLE_MINUTES: 30,
  PARTNER_IDLE_MINUTES: 30,
  IDLE_WARNING_SECONDS: 60,
  OTP_SECRET: DEFAULT_SECRETS.OTP_SECRET,
  LINK_SIGNING_SECRET: DEFAULT_SECRETS.LINK_SIGNING_SECRET,
  PARTNER_API_KEY_DAYS: 90,
  PARTNER_API_KEY_CALLS_PER_MINUTE: 60,
  SIGNED_LINK_HOURS: 72,
  OTP_RESEND_COOLDOWN_SECONDS: 30,
  OTP_MAX_PER_DESTINATION_PER_HOUR: 10,
  OTP_MAX_PER_IP_PER_HOUR: 60,
  MESSAGE_WEBHOOK_URL: undefined,
  // TRAI's DLT registration (docs/decisions/099-dlt-sms.md): our principal entity id (the demo's is refused on a
  // real deployment), the 6-character sender header, and the secret the gateway's inbound webhook (STOP replies) sends.
  DLT_ENTITY_ID: DEMO_DLT_ENTITY_ID,
  SMS_SENDER_ID: "CMPLNS",
  SMS_INBOUND_SECRET: undefined,
  HELP_MAX_PER_ADDRESS_PER_HOUR: 20,
  HELP_MAX_PER_CONSUMER_PER_HOUR: 5,
  HELP_PHONE_LENGTH: 10,
  S3_BUCKET: undefined,
  S3_ENDPOINT: undefined,
  S3_REGION: "ap-south-1",
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
  S3_PUBLIC_URL: undefined,
  // Unset: on with the embedded demo database only (sandboxLenderOn below).
  LENDER_SANDBOX: undefined,
  // Unset: where the server mounted it, when it did (host/server.js sets it).
  LENDER_SANDBOX_URL: undefined,
  LENDER_SANDBOX_SECRET: DEFAULT_SECRETS.LENDER_SANDBOX_SECRET,
  LENDER_SANDBOX_STEP_MS: 5000,
  // The demo's lender that confirms the mobile with its own code (the lender OTP page).
  LENDER_SANDBOX_OTP_LENDERS: "nilgiri-fincorp",
  LENDER_URLS_ALLOW_LOCAL: undefined,
  LENDER_DEPLOYMENT: undefined,
  PUBLIC_APP_URL: undefined,
  GRIEVANCE_OFFICER_NAME: "",
  GRIEVANCE_OFFICER_EMAIL: "grievance@example.in",
  // Who partners invoice their commission to; unset, the default brand's name and one GST line at 18 %.
  COMPANY_LEGAL_NAME: "",
  COMPANY_ADDRESS: "",
  COMPANY_GSTIN: undefined,
  // The organisation id the lead sink is told (SPEC.md 3's leads), and where leads are posted (unset: nowhere).
  LEAD_ORG_ID: "cl",
  LEAD_ENDPOINT_URL: undefined,
  CLOCK_START: undefined,
  // The ONDC buyer app (issue 40, docs/decisions/102): our subscriber id and its registered keys (base64);
  // unset, the product is no ONDC participant. ONDC_SUBSCRIBER_URL unset: PUBLIC_APP_URL + /ondc/.
  ONDC_SUBSCRIBER_ID: undefined,
  ONDC_SUBSCRIBER_URL: undefined,
  ONDC_UNIQUE_KEY_ID: undefined,
  ONDC_SIGNING_PRIVATE_KEY: undefined,
  ONDC_ENCRYPTION_PRIVATE_KEY: undefined,
  // The request id we sent the registry's /subscribe with: ondc-site-verification.html carries it signed.
  ONDC_REQUEST_ID: undefined,
  // The registry's X25519 key its on_subscribe challenge is encrypted with (each ONDC environment has its own).
  ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY: undefined,
  ONDC_REGISTRY_URL: undefined,
  ONDC_GATEWAY_URL: undefined,
  // Unset: on with the embedded demo database only, like LENDER_SANDBOX; refused on a real deployment.
  ONDC_SANDBOX: undefined,
  // Minutes a network participant's key from the registry lookup is trusted before it is looked up again.
  ONDC_KEY_CACHE_MINUTES: 60,
  // Days the messages of a transaction that never became an application are kept (docs/decisions/102).
  ONDC_LOG_DAYS: 30,
});

/** The production server's mode: `node host/server.js` runs the build as production unless NODE_ENV says otherwise. */
export const PRODUCTION_MODE = "production";

/**
 * The sandbox lender run on its own (`node host/sandbox-lender.js`, development): its own port and the app it
 * calls back; its secret, pace and OTP lenders are the settings above.
 */
export const SANDBOX_ALONE_DEFAULTS = /** @type {const} */ ({
  PORT: 4010,
  APP_URL: "http://127.0.0.1:3000",
  PUBLIC_BASE: undefined,
});

/**
 * A setting of the sandbox lender run on its own: its text when set, else its default.
 * @param {keyof typeof SANDBOX_ALONE_DEFAULTS} name
 * @param {Record<string, string | undefined>} [env]
 */
export function sandboxAloneSetting(name, env = process.env) {
  const value = env[name];
  return value === undefined || value === "" ? SANDBOX_ALONE_DEFAULTS[name] : value;
}

/**
 * A setting's value: its text when set (not empty), else its default (`undefined` when it has none).
 * @template {keyof typeof DEFAULTS} N
 * @param {N} name
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | (typeof DEFAULTS)[N]}
 */
export function setting(name, env = process.env) {
  const value = env[name];
  return value === undefined || value === "" ? DEFAULTS[name] : value;
}

/**
 * A numeric setting: its number when set, else its default.
 * @param {keyof typeof DEFAULTS} name
 * @param {Record<string, string | undefined>} [env]
 */
export function numberSetting(name, env = process.env) {
  return Number(setting(name, env));
}

/**
 * A setting's text as typed, trimmed; "" when unset (for settings whose reader judges the text itself).
 * @param {keyof typeof DEFAULTS} name
 * @param {Record<string, string | undefined>} [env]
 */
export function settingText(name, env = process.env) {
  return String(setting(name, env) ?? "").trim();
}

/**
 * Whether this server mounts the sandbox lender (decision 027): when asked for, or on the embedded demo database.
 * @param {Record<string, string | undefined>} [env]
 */
export function sandboxLenderOn(env = process.env) {
  const asked = setting("LENDER_SANDBOX", env);
  return asked === "on" || (asked === undefined && !setting("DATABASE_URL", env));
}
