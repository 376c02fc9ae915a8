/** What a My loans form asks for; apart from the schemas (app/forms/consumer/loans.ts), which the browser need not download. */
export const LOAN_INTENT = { exit: "exit", foreclose: "foreclose", partPrepay: "part-prepay", complaint: "complaint", stopSmsOffers: "stop-sms-offers" } as const;
