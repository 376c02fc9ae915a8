/** Where the network calls us: bap_uri is the public address + this + "/", each callback its action under it. */
export const ONDC_PREFIX = "/ondc";
/** The registry's onboarding callback, under the same prefix (the /subscribe call's callback_url). */
export const ON_SUBSCRIBE = "on_subscribe";
/** The registry reads this file at the subscriber id's root (developer-docs, registry onboarding step 5). */
export const SITE_VERIFICATION_PATH = "/ondc-site-verification.html";
