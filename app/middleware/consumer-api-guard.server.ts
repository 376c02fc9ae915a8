import { apiError } from "~/responses/api-errors.server";
import { getConsumer } from "~/server/consumer/consumers.server";
import { getSession, type Session } from "~/server/platform/http/session.server";

type Consumer = NonNullable<Awaited<ReturnType<typeof getConsumer>>>;

/**
 * The consumer calls' guard (/api/user/{id}, /api/getMaskInfo/{id}): the
 * signed-in consumer, when the path names them by id or uuid; else the
 * answer to send (401 without a session, 404 for anyone else's id).
 */
export async function ownConsumer(request: Request, id: string | undefined): Promise<{ session: Session; consumer: Consumer } | { refused: Response }> {
  const session = await getSession(request, "user");
  if (!session) return { refused: apiError(request, 401) };
  const consumer = await getConsumer(session.subjectId);
  if (!consumer || (id !== String(consumer.id) && id !== consumer.uuid)) return { refused: apiError(request, 404) };
  return { session, consumer };
}
