import { z } from "zod";

/** POST /api/cookies/save (SPEC.md 7): a server-stored cookie, 60 minutes unless said. */
export const SaveCookieSchema = z.object({
  name: z.string(),
  value: z.string().max(4000),
  minutes: z.coerce
    .number()
    .positive()
    .max(60 * 24 * 30)
    .default(60),
});

/** POST /api/cookies/delete. */
export const DeleteCookieSchema = z.object({ name: z.string() });
