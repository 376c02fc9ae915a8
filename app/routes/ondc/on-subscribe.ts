import { answerChallenge } from "~/server/ondc/onboarding.server";
import type { Route } from "./+types/on-subscribe";

/** POST /ondc/on_subscribe: the registry's onboarding challenge, answered at once (docs/decisions/102). */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "POST only" }, { status: 405, headers: { Allow: "POST" } });
  const answer = answerChallenge(await request.text());
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return Response.json({ error: "POST only" }, { status: 405, headers: { Allow: "POST" } });
}
