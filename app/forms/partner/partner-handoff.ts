import { z } from "zod";
import { MAX_REDIRECT_HOSTS, REDIRECT_HOST } from "~/domain/partner/partner-handoff";

export const HANDOFF_INTENT = { rotate: "rotate-handoff-secret", hosts: "save-redirect-hosts" } as const;

/** The hosts of the partner's site, one a line (or comma-separated), as /redirect will compare them: lower case, no scheme, port or path. */
export const RedirectHostsSchema = z.object({
  intent: z.literal(HANDOFF_INTENT.hosts),
  hosts: z
    .string()
    .max(3000, "partner:integration.handoff.errors.tooMany")
    .optional()
    .transform((text) =>
      (text ?? "")
        .split(/[\s,]+/)
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(REDIRECT_HOST, "partner:integration.handoff.errors.host")).max(MAX_REDIRECT_HOSTS, "partner:integration.handoff.errors.tooMany")),
});
