import { z } from "zod";
import { idValue, MAX_DATABASE_ID } from "~/domain/platform/database-id";

/**
 * A row id in a form or a JSON body (app/domain/platform/database-id.ts): digits or a
 * whole number from 1 to what the database holds. `message` refuses anything
 * else; `notFound` an id too big for any row, which must not reach a query.
 */
export const databaseIdField = (message: string, notFound = message) => z.preprocess(idValue, z.number({ error: message }).int(message).min(1, message).max(MAX_DATABASE_ID, notFound));
