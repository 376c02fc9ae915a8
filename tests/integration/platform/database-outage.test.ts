import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxSecretFor, signBody } from "~/domain/lending/lender-signature";
import { applyForOffer, type BrowserLike, completeProfile, signInConsumer, type ConsumerSignIn } from "../../support/app-client";
import { startBuiltServer, type BuiltServer } from "../../support/built-app";
import { startOwnCluster, type OwnCluster } from "../../support/postgres-cluster";

/**
 * The database goes away under a running server and comes back
 * (docs/decisions/040). The server runs on a PostgreSQL cluster of this test's
 * own, which it stops and starts: the machine's shared server is never touched.
 */

/** A request that has not answered in 10 s counts as hanging: the answer must come well before. */
const NO_HANG = 10_000;

let cluster: OwnCluster;
let server: BuiltServer;
let consumer: ConsumerSignIn;
let databaseUrl: string;
/** An application handed to the sandbox lender, whose "approved" webhook comes while the database is away. */
let applicationUuid: string;
const WEBHOOK_LENDER = "kaveri-finserv";

beforeAll(async () => {
  cluster = await startOwnCluster("outage");
  databaseUrl = cluster.adminUrl.replace(/\/postgres$/, "/outage");
  // The sandbox lender's address answers nothing: the hand-off waits in the queue; only its webhooks matter here.
  server = await startBuiltServer({ DATABASE_URL: databaseUrl, LENDER_SANDBOX_URL: "http://127.0.0.1:9" });
  consumer = await signInConsumer(server.base, "9876512340", server.otpFor, { product: "pl" });
  const applicant = await signInConsumer(server.base, "9876512342", server.otpFor, { product: "pl" });
  await completeProfile(applicant, { product: "pl" });
  await applyForOffer(applicant, WEBHOOK_LENDER);
  applicationUuid = await withSql(async (sql) => {
    const [row] = await sql`select c.uuid from credit_applications c join users u on u.id = c.user_id where u.mobile_phone_number = '9876512342'`;
    return String(row.uuid);
  });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await cluster?.destroy();
});

const page = async (browser: BrowserLike, path: string) => {
  const res = await fetch(new URL(path, server.base), { headers: { cookie: browser.jar.header() }, redirect: "manual", signal: AbortSignal.timeout(NO_HANG) });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), cacheControl: res.headers.get("cache-control"), body: await res.text() };
};

const enquiry = { name: "Asha Verma", email: "asha.outage@example.in", phone: "9876512340", company: "", description: "Typed while the database was away", redirectTo: "/" };

/** The hidden fields of the page's "Send again" form, as a browser would post them. */
function resendForm(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form([^>]*)>([\s\S]*?)<\/form>/.exec(html);
  const action = form && /\baction="([^"]+)"/.exec(form[1]);
  if (!form || !action || !/\bmethod="post"/.test(form[1])) throw new Error("no Send again form on the page");
  const unescapeHtml = (s: string) =>
    s
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const fields = Object.fromEntries([...form[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g)].map((m) => [unescapeHtml(m[1]), unescapeHtml(m[2])]));
  return { action: unescapeHtml(action[1]), fields };
}

async function withSql<T>(run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

/** The sandbox lender's signed "approved" call, sent as it is sent again: the same body, the same signature. */
const approvedCall = (() => {
  let call: { body: string; headers: Record<string, string> } | undefined;
  return () => {
    if (!call) {
      const body = JSON.stringify({ event_id: "outage-approved-1", application_id: applicationUuid, status: "approved" });
      const at = Math.floor(Date.now() / 1000);
      call = { body, headers: { "content-type": "application/json", "x-timestamp": String(at), "x-signature": signBody(sandboxSecretFor("it-sandbox-secret-0123456789", WEBHOOK_LENDER), at, body) } };
    }
    return fetch(`${server.base}/api/lender-webhook/${WEBHOOK_LENDER}`, { method: "POST", ...call, signal: AbortSignal.timeout(NO_HANG) });
  };
})();

describe("with the database stopped", () => {
  let resend: { action: string; fields: Record<string, string> };

  beforeAll(async () => {
    // A fast stop, as an operator's restart does it: open sessions are ended (57P01), new ones refused.
    await cluster.stop("fast");
  });

  it("a signed-in page answers 503 with Retry-After, its own page in English, no stack trace, no copy kept", async () => {
    const answer = await page(consumer.browser, "/user/user-detail");
    expect(answer.status).toBe(503);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.cacheControl).toMatch(/no-store/);
    expect(answer.body).toContain('<html lang="en"');
    expect(answer.body).toContain("We can&#x27;t reach our records just now");
    expect(answer.body).toContain("Try again");
    expect(answer.body).not.toMatch(/OOPS|ECONNREFUSED|at \w+ \(|node_modules/);
  });

  it("in Hindi for a visitor who chose Hindi", async () => {
    const answer = await page(consumer.browser, "/user/user-detail?lng=hi");
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('<html lang="hi"');
    expect(answer.body).toContain("अभी हम अपने रिकॉर्ड तक नहीं पहुँच पा रहे हैं");
  });

  it("the JSON API answers 503 in its usual error shape", async () => {
    const res = await fetch(`${server.base}/api/get-lender-data/1`, { headers: { authorization: "Bearer not-a-real-token" }, signal: AbortSignal.timeout(NO_HANG) });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ success: false, status: 503, code: "unavailable", message: "The service is briefly unavailable; please try again in a few seconds" });
  });

  it("a lender's webhook is answered 503 with Retry-After, never 2xx, so the lender sends it again", async () => {
    const res = await approvedCall();
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a posted form answers 503 with what was typed, ready to send again", async () => {
    const res = await consumer.browser.post("/help", { ...enquiry, name__confirm: "" });
    const html = await res.text();
    expect(res.status).toBe(503);
    expect(html).toContain("What you sent could not be saved");
    resend = resendForm(html);
    expect(resend.action).toBe("/help");
    expect(resend.fields).toMatchObject({ ...enquiry, company: "" });
  });

  it("forty requests at once are each answered 503, none left hanging (the driver's waits between tries stay short)", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        page(consumer.browser, "/user/user-detail").then(
          (a) => a.status,
          () => "no answer in 10 s",
        ),
      ),
    );
    expect(answers).toEqual(Array(40).fill(503));
  });

  it("the server is still running, and answers its health check", async () => {
    expect(server.log()).not.toMatch(/Unhandled|uncaught/i);
    const res = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(NO_HANG) });
    expect(res.status).toBe(200);
  });

  describe("once the database is back, without a restart", () => {
    let servedAgainMs: number;

    beforeAll(async () => {
      await cluster.start();
      const back = Date.now();
      // The first page served again: the pool makes new connections by itself.
      const deadline = Date.now() + 30_000;
      while ((await page(consumer.browser, "/user/user-detail")).status !== 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      servedAgainMs = Date.now() - back;
    }, 60_000);

    it("pages are served again within 2 s of its return (the driver's waits between tries stay short)", () => {
      expect(servedAgainMs).toBeLessThan(2000);
    });

    it("the signed-in page is served again, with the same session", async () => {
      const answer = await page(consumer.browser, "/user/user-detail");
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("Your details");
    });

    it("sending the form again from the 503 page stores the enquiry, once", async () => {
      const res = await consumer.browser.post(resend.action, resend.fields);
      expect(res.status).toBe(302);
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      try {
        const rows = await sql`select name, email, description from leads where email = ${enquiry.email}`;
        expect(rows).toEqual([{ name: enquiry.name, email: enquiry.email, description: enquiry.description }]);
      } finally {
        await sql.end();
      }
    });

    it("the lender's webhook sent again is taken (202), and its status reaches the application's history", async () => {
      expect((await approvedCall()).status).toBe(202);
      const deadline = Date.now() + 20_000;
      let history: string[] = [];
      while (Date.now() < deadline) {
        history = await withSql(async (sql) =>
          (await sql`select h.status from credit_application_status_history h join credit_applications c on c.id = h.credit_application_id where c.uuid = ${applicationUuid} order by h.id`).map((r) =>
            String(r.status),
          ),
        );
        if (history.includes("approved")) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(history).toEqual(["applied", "approved"]);
    });

    it("the job queue works again: a new consumer's code goes out through the gateway and signs them in", async () => {
      const next = await signInConsumer(server.base, "9876512341", server.otpFor);
      expect(next.token).toBeTruthy();
    });
  });
});
