import { describe, expect, it } from "vitest";
import { resendAction, resendableFields } from "~/domain/platform/outage-answer";
import { isDatabaseUnavailable, outageReason } from "~/server/platform/db/database-outage.server";

/** Which failures are the database out of reach (answered 503) and which are faults (500): docs/decisions/040. */
describe("isDatabaseUnavailable", () => {
  /** As Drizzle throws them: its own error, the driver's as the cause. */
  const drizzleWrapping = (cause: object) => Object.assign(new Error("Failed query: select 1"), { cause });
  const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

  it.each([
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["the driver's connect timeout", withCode("CONNECT_TIMEOUT", "write CONNECT_TIMEOUT 127.0.0.1:5432")],
    ["a connection closed under a query", withCode("CONNECTION_CLOSED")],
    ["a pool that was ended", withCode("CONNECTION_ENDED")],
    ["the server shutting down (57P01)", withCode("57P01", "terminating connection due to administrator command")],
    ["the server starting up (57P03)", withCode("57P03", "the database system is starting up")],
    ["a connection exception (class 08)", withCode("08006")],
    ["no connection slot left (53300)", withCode("53300", "sorry, too many clients already")],
    ["a statement stopped by statement_timeout (57014)", withCode("57014")],
    ["node-postgres's word for a dropped connection (the job queue)", new Error("Connection terminated unexpectedly")],
  ])("%s is an outage, also as the cause Drizzle wraps", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(drizzleWrapping(error))).toBe(true);
  });

  it("a failed connection among several (AggregateError) is one", () => {
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED")], "all addresses failed"))).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", withCode("42601")],
    ["a bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["a thrown string", "boom"],
    ["nothing", undefined],
    // A lender or a gateway that is down is that call's failure, not ours.
    ["a refused call to another service", Object.assign(new TypeError("fetch failed"), { cause: withCode("ECONNREFUSED") })],
  ])("%s is not", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(drizzleWrapping(error as object))).toBe(false);
  });

  it("the log names the driver's code", () => {
    expect(outageReason(drizzleWrapping(withCode("57P01")))).toBe("57P01");
    expect(outageReason(drizzleWrapping(withCode("ECONNREFUSED")))).toBe("ECONNREFUSED");
  });
});

describe("the 503 page's Send again form", () => {
  it("keeps every typed field in order, repeated names included, but neither passwords nor files", () => {
    const form = new FormData();
    form.append("username", "asha");
    form.append("password", "s3cret-typed");
    form.append("purpose", "home");
    form.append("purpose", "car");
    form.append("file", new File(["a,b"], "status.csv"));
    expect(resendableFields(form)).toEqual({
      fields: [
        ["username", "asha"],
        ["purpose", "home"],
        ["purpose", "car"],
      ],
      leftOut: true,
    });
  });

  it("an empty file input is nothing left out", () => {
    const form = new FormData();
    form.append("note", "x");
    form.append("file", new File([], ""));
    expect(resendableFields(form)).toEqual({ fields: [["note", "x"]], leftOut: false });
  });

  it("posts back to the page posted to, without React Router's data-request parts", () => {
    expect(resendAction(new URL("http://x/help"))).toBe("/help");
    expect(resendAction(new URL("http://x/?index"))).toBe("/?index");
    expect(resendAction(new URL("http://x/_root.data?index"))).toBe("/?index");
    expect(resendAction(new URL("http://x/user/user-detail.data?step=employment&_routes=routes%2Fuser"))).toBe("/user/user-detail?step=employment");
  });
});
