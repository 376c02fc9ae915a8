/** The merchant sign-in's two steps, as its forms post them; apart from the schemas, which the browser need not download. */
export const MERCHANT_LOGIN_INTENT = { send: "send-code", verify: "verify-code" } as const;
