import { z } from "zod";
import { GROUP_NAME } from "~/domain/platform/patterns";
import { nameSchema } from "../consumer/name";

/** Lender group name (SPEC.md 5): required; letters, digits, hyphen, underscore and space only. */
export const NewLenderGroupSchema = z.object({ name: nameSchema(GROUP_NAME, "admin:validation.groupName") });
