/**
 * A fetcher (JavaScript on) adds this field to its post to be answered in
 * place; a plain form post (JavaScript off) lacks it and is sent back to the
 * page it came from. The same form serves both.
 */
export const ANSWER_FIELD = "_answer";
export const ANSWER_IN_PLACE = "in-place";
