/** The consumer's own pages after applying: every application and request, and each disbursed loan. */
export const MY_LOANS_PATH = "/user/my-loans";
export const loanPath = (uuid: string) => `${MY_LOANS_PATH}/${uuid}`;
/** The Key Fact Statement as acknowledged, by its proposal number. */
export const kfsPath = (proposalNumber: string) => `/user/kfs/${encodeURIComponent(proposalNumber)}`;
/** An application's status page, by its lender. */
export const statusPath = (lenderName: string) => `/user/lenders-transaction/${encodeURIComponent(lenderName)}`;
/** Applying to a lender: its Key Fact Statement first. */
export const applyPath = (lenderName: string) => `/user/apply/${encodeURIComponent(lenderName)}`;
