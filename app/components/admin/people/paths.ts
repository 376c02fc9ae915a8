import { href } from "react-router";
/** A consumer's case on the CSR portal: the consumer and one of their journeys (SPEC.md 2.2 csr-portal/{id}/{pid}). */
export const casePath = (userId: number, prospectId: number) => href("/admin/csr-portal/:id/:pid", { id: String(userId), pid: String(prospectId) });
