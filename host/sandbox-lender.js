// The sandbox lender: a small stand-in for a lender's API (decision 027), so the demo and the
// tests see an application move. It plays the other side of the contract in docs/lender-api.md,
// with its own copy of the signing rule, as a lender's own code would.
//
//   POST /{lender}/applications       signed JSON in, a decision out (idempotent by Idempotency-Key)
//   POST /{lender}/otp/{reference}    the code the consumer typed, when the lender asked for one
//   GET  /{lender}/journey/{uuid}     a redirect lender's own page; Continue starts the callbacks
//   GET  /{lender}/documents/{ref}    the next step it asks for: Upload starts the callbacks
//   POST /{lender}/loans/{uuid}/requests  a borrower's request on a disbursed loan (exit, foreclosure,
//                                     part repayment): received at once, decided by webhook stepMs later
//   POST /{insurer}/insurance-quotes  as an insurer: a quote (premium, cover, validity) or a refusal
//   POST /{insurer}/insurance-quotes/{reference}/accept   the quote accepted: the policy number
//   GET  /stats                       what it received, for the benchmark
//
// Rules: a monthly income under ₹20,000 is declined at once; an amount over ₹5,00,000 needs a
// document first (next step); the lenders named in otpLenders first confirm the mobile with
// their own code (printed in the log, as their SMS); anything else is taken (in progress) and
// then approved and disbursed by webhook calls, stepMs apart; the disbursal states the amount credited
// (less the fee and its GST), the day and the first EMI's day. A request on a disbursed loan is
// received at once and accepted stepMs later (a part repayment under ₹1,000 is declined).
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { moduleLogger } from "./log.js";

// Run on its own it logs as the app does (JSON lines, LOG_LEVEL); mounted in host/server.js it is given the server's logger.
const ownLog = moduleLogger("sandbox-lender");

const MIN_INCOME = 20_000;
// Run on its own (no app to ask for the KFS's figures): its processing fee, 2 % of the amount, plus 18 % GST.
const OWN_FEE_PERCENT = 2;
// The smallest part repayment the sandbox lender takes, in paise.
const MIN_PART_PAYMENT_PAISE = 100_000;
const DOCUMENT_ABOVE = 500_000;
// As an insurer: how long a quote stands, and the oldest person it covers for health online.
const QUOTE_DAYS = 15;
const MAX_HEALTH_AGE = 65;

const sign = (secret, timestamp, body) => `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
const secretFor = (master, lender) => createHmac("sha256", master).update(`sandbox-lender:${lender}`).digest("hex");

function verified(secret, req, body) {
  const timestamp = Number(req.headers["x-timestamp"]);
  const given = Buffer.from(String(req.headers["x-signature"] ?? ""));
  const expected = Buffer.from(sign(secret, timestamp, body));
  return Number.isInteger(timestamp) && Math.abs(Date.now() / 1000 - timestamp) <= 300 && given.length === expected.length && timingSafeEqual(given, expected);
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main>${body}</main></body></html>`;
}

/**
 * @param {{ appUrl: string, appPublicUrl?: string, publicBase?: string, secret: string, stepMs?: number, failFirst?: number, otpLenders?: string[], disbursal?: (lender: string, application: string) => Promise<{ disbursed_amount: number, disbursed_on: string, first_emi_on: string } | null>, mayOpen?: (req: import("node:http").IncomingMessage, lender: string, application: string) => Promise<boolean>, log?: (line: string) => void }} options
 *   appUrl: where the app answers (its webhook is {appUrl}/api/lender-webhook/{lender});
 *   appPublicUrl: the app as a browser reaches it (the way back from the lender's pages; same origin when empty);
 *   publicBase: the sandbox's address as a browser reaches it (for next-step links);
 *   failFirst: answer 503 to the first n tries of each application (to exercise retries);
 *   disbursal: the figures of a disbursal (disbursed_amount, disbursed_on, first_emi_on) for an application, as the
 *     mounting app knows them from the KFS the consumer acknowledged; without it, the sandbox's own 2 % fee and GST;
 *   mayOpen: whether this browser may open and move the application on the journey and document
 *     pages (mounted in the app: its applicant's consumer session); without it, as run on its own
 *     for development, anyone with the address may.
 */
export function createSandboxLender(options) {
  const stepMs = options.stepMs ?? 5000;
  const publicBase = options.publicBase ?? "/sandbox-lender";
  const log = options.log ?? ((line) => ownLog.info(line));
  /** Answers by idempotency key: the same application sent again gets the first answer, and is not taken twice. */
  const answers = new Map();
  const tries = new Map();
  const waiting = new Map();
  /** The insurer's quotes by reference: only a quote it gave can be accepted. */
  const quotes = new Set();
  const stats = { received: 0, accepted: 0, replayed: 0, refused: 0, webhooks: 0, webhookFailures: 0 };
  const timers = new Set();
  /** The amount each application asked for, in rupees: what its disbursal is worked out from when run on its own. */
  const offered = new Map();

  async function callback(lender, application, status, extra = {}) {
    const body = JSON.stringify({ event_id: randomUUID(), application_id: application, status, occurred_at: new Date().toISOString(), ...extra });
    const timestamp = Math.floor(Date.now() / 1000);
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const res = await fetch(`${options.appUrl}/api/lender-webhook/${encodeURIComponent(lender)}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-timestamp": String(timestamp), "x-signature": sign(secretFor(options.secret, lender), timestamp, body) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        stats.webhooks++;
        if (res.status < 500) return;
      } catch {
        // the app is restarting: try again
      }
      await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
    }
    stats.webhookFailures++;
  }

  /** The decision on a loan request, to the app's loan-request webhook (signed as the status webhook is). */
  async function answerRequest(lender, answer) {
    const body = JSON.stringify(answer);
    const timestamp = Math.floor(Date.now() / 1000);
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const res = await fetch(`${options.appUrl}/api/lender-webhook/${encodeURIComponent(lender)}/loan-requests`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-timestamp": String(timestamp), "x-signature": sign(secretFor(options.secret, lender), timestamp, body) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        stats.webhooks++;
        if (res.status < 500) return;
      } catch {
        // the app is restarting: try again
      }
      await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
    }
    stats.webhookFailures++;
  }

  const rupees = (paise) => `₹${(Number(paise) / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  /** The sandbox lender's decision on a request, and what it tells the borrower. */
  function decideRequest(request) {
    const reference = `SBR-${randomUUID().slice(0, 8).toUpperCase()}`;
    const amount = Number(request.amount_paise ?? 0);
    if (request.kind === "part_prepay" && amount < MIN_PART_PAYMENT_PAISE) {
      return { request_id: request.request_id, decision: "declined", reference, note: "We take part repayments of ₹1,000 or more." };
    }
    const notes = {
      cooling_off_exit: `Pay ${rupees(amount)} by UPI or bank transfer to the account in your loan agreement within 3 days; your loan is then closed with no penalty.`,
      foreclose: `Your foreclosure amount is ${rupees(amount)} plus interest to the day you pay; pay it to the account in your loan agreement and your loan is closed.`,
      part_prepay: `Pay ${rupees(amount)} to the account in your loan agreement; it reduces your principal, and your EMI stays the same with fewer months to go.`,
    };
    return { request_id: request.request_id, decision: "accepted", reference, note: notes[request.kind] ?? "Accepted." };
  }

  function later(ms, run) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  /** What it credits and when (docs/lender-api.md): the mounting app's figures from the KFS, else its own from the amount it was sent. */
  async function disbursalOf(lender, application) {
    const given = options.disbursal ? await options.disbursal(lender, application).catch(() => null) : null;
    if (given) return given;
    const amount = offered.get(application) ?? 0;
    // In paise: OWN_FEE_PERCENT % of `amount` rupees is amount × OWN_FEE_PERCENT paise.
    const fee = Math.round(amount * OWN_FEE_PERCENT);
    const gst = Math.round((fee * 18) / 100);
    const today = new Date(Date.now() + 5.5 * 3600_000);
    const day = (d) => d.toISOString().slice(0, 10);
    const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
    next.setUTCDate(Math.min(today.getUTCDate(), new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()));
    return { disbursed_amount: (amount * 100 - fee - gst) / 100, disbursed_on: day(today), first_emi_on: day(next) };
  }

  /** The rest of a taken application's life: approved, then disbursed with its figures. */
  function proceed(lender, application) {
    later(stepMs, () => callback(lender, application, "approved").then(() => later(stepMs, async () => callback(lender, application, "disbursed", await disbursalOf(lender, application)))));
  }

  function decide(lender, application) {
    offered.set(application.application_id, Number(application.offer?.amount ?? 0));
    const reference = `SBX-${randomUUID().slice(0, 8).toUpperCase()}`;
    const income = Number(application.applicant?.monthly_income ?? 0);
    const amount = Number(application.offer?.amount ?? 0);
    if (income < MIN_INCOME) return { decision: "rejected", reference, reason: `Monthly income below ₹${MIN_INCOME.toLocaleString("en-IN")}, our minimum` };
    if ((options.otpLenders ?? []).includes(lender)) {
      const code = String(Math.floor(100000 + Math.random() * 900000));
      waiting.set(reference, { lender, application: application.application_id, code, amount });
      log(`OTP ${code} for application ${application.application_id} (reference ${reference}), sent to the mobile ending ${String(application.applicant?.mobile ?? "").slice(-4)}`);
      return { decision: "otp_required", reference };
    }
    if (amount > DOCUMENT_ABOVE) {
      waiting.set(reference, { lender, application: application.application_id });
      return { decision: "next_step", reference, next_step_url: `${publicBase}/${encodeURIComponent(lender)}/documents/${reference}` };
    }
    proceed(lender, application.application_id);
    return { decision: "in_progress", reference };
  }

  /**
   * The sandbox insurer's quote: the cover asked for, a premium a year from it
   * (health by the oldest person covered), valid for QUOTE_DAYS; anyone over
   * MAX_HEALTH_AGE is declined for health cover, as insurers online do.
   */
  function quoteFor(insurer, request) {
    const reference = `SBI-${randomUUID().slice(0, 8).toUpperCase()}`;
    const details = request.details ?? {};
    const ages = Array.isArray(details.coveredAges) ? details.coveredAges.map(Number) : [];
    const oldest = ages.length ? Math.max(...ages) : 0;
    if (request.product === "ins_health" && oldest > MAX_HEALTH_AGE) {
      return { decision: "declined", reference, reason: `We cannot cover anyone over ${MAX_HEALTH_AGE} online` };
    }
    const cover = Number(details.sumInsured ?? details.contentsValue ?? details.insuredValue ?? 0);
    if (!Number.isFinite(cover) || cover <= 0) return { decision: "declined", reference, reason: "No amount to cover was given" };
    const rate = request.product === "ins_health" ? 0.01 * (1 + oldest / 50) * Math.max(1, ages.length / 2) : request.product === "ins_shop" ? 0.004 : 0.006;
    const premium = Math.max(500, Math.round(cover * rate));
    const name = insurer
      .split("-")
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(" ");
    return { decision: "quoted", reference, insurer_name: name, premium, cover, valid_until: new Date(Date.now() + QUOTE_DAYS * 86_400_000).toISOString() };
  }

  function readBody(req) {
    return new Promise((resolve, reject) => {
      const chunks = [];
      let size = 0;
      req.on("data", (c) => {
        size += c.length;
        if (size > 256 * 1024) req.destroy();
        else chunks.push(c);
      });
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });
  }

  const json = (res, status, value) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(value));
  };
  const html = (res, status, value) => {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
    res.end(value);
  };

  /** Handles a request whose path is relative to the sandbox's mount point. */
  async function handle(req, res, path) {
    const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
    if (req.method === "GET" && parts[0] === "stats") return json(res, 200, { ...stats, applications: answers.size });
    const [lender, action, id] = parts;
    if (!lender) return json(res, 404, { error: "not found" });
    const secret = secretFor(options.secret, lender);

    if (req.method === "POST" && action === "applications" && !id) {
      const body = await readBody(req);
      stats.received++;
      if (!verified(secret, req, body)) {
        stats.refused++;
        return json(res, 401, { error: "bad signature" });
      }
      const key = String(req.headers["idempotency-key"] ?? "");
      if (!key) return json(res, 400, { error: "Idempotency-Key is required" });
      const tried = (tries.get(key) ?? 0) + 1;
      tries.set(key, tried);
      if (tried <= (options.failFirst ?? 0)) return json(res, 503, { error: "temporarily unavailable" });
      if (answers.has(key)) {
        stats.replayed++;
        res.setHeader("idempotent-replayed", "true");
        return json(res, 200, answers.get(key));
      }
      let application;
      try {
        application = JSON.parse(body);
      } catch {
        return json(res, 400, { error: "not JSON" });
      }
      const answer = decide(lender, application);
      answers.set(key, answer);
      stats.accepted++;
      return json(res, 200, answer);
    }

    if (req.method === "POST" && action === "otp" && id) {
      const body = await readBody(req);
      if (!verified(secret, req, body)) return json(res, 401, { error: "bad signature" });
      const held = waiting.get(id);
      if (!held || held.lender !== lender) return json(res, 404, { error: "unknown reference" });
      const { code } = JSON.parse(body);
      if (String(code) !== held.code) return json(res, 200, { decision: "otp_invalid", reference: id });
      waiting.delete(id);
      proceed(lender, held.application);
      return json(res, 200, { decision: "in_progress", reference: id });
    }

    if (req.method === "POST" && action === "loans" && id && parts[3] === "requests") {
      const body = await readBody(req);
      if (!verified(secret, req, body)) return json(res, 401, { error: "bad signature" });
      const key = String(req.headers["idempotency-key"] ?? "");
      if (!key) return json(res, 400, { error: "Idempotency-Key is required" });
      const slot = `request:${key}`;
      if (answers.has(slot)) return json(res, 200, answers.get(slot));
      let request;
      try {
        request = JSON.parse(body);
      } catch {
        return json(res, 400, { error: "not JSON" });
      }
      if (request.application_id !== id) return json(res, 400, { error: "application_id does not match the address" });
      const decision = decideRequest(request);
      const answer = { decision: "received", reference: decision.reference };
      answers.set(slot, answer);
      later(stepMs, () => answerRequest(lender, decision));
      return json(res, 200, answer);
    }

    if (req.method === "POST" && action === "insurance-quotes") {
      const body = await readBody(req);
      if (!verified(secret, req, body)) return json(res, 401, { error: "bad signature" });
      const key = String(req.headers["idempotency-key"] ?? "");
      if (!key) return json(res, 400, { error: "Idempotency-Key is required" });
      const accepting = Boolean(id) && parts[3] === "accept";
      if (id && !accepting) return json(res, 404, { error: "not found" });
      const slot = `${accepting ? "policy" : "quote"}:${key}`;
      if (answers.has(slot)) return json(res, 200, answers.get(slot));
      let request;
      try {
        request = JSON.parse(body);
      } catch {
        return json(res, 400, { error: "not JSON" });
      }
      if (accepting && !quotes.has(id)) return json(res, 404, { error: "unknown quote" });
      const answer = accepting ? { decision: "purchased", policy_number: `POL-${randomUUID().slice(0, 8).toUpperCase()}` } : quoteFor(lender, request);
      if (!accepting && answer.decision === "quoted") quotes.add(answer.reference);
      answers.set(slot, answer);
      return json(res, 200, answer);
    }

    if ((action === "journey" || action === "documents") && id) {
      const application = action === "journey" ? id : waiting.get(id)?.application;
      if (!application) return html(res, 404, page("Not found", "<h1>Nothing waits here</h1>"));
      if (options.mayOpen && !(await options.mayOpen(req, lender, application))) {
        return html(
          res,
          403,
          page("Not yours", "<h1>This application is not yours</h1><p>Only the applicant, signed in on this browser, can continue it. Sign in and open it from your application's page.</p>"),
        );
      }
      if (req.method === "POST") {
        if (action === "journey") callback(lender, application, "in_progress", { reference: `SBX-${application.slice(0, 8).toUpperCase()}` }).then(() => proceed(lender, application));
        else {
          waiting.delete(id);
          proceed(lender, application);
        }
        res.writeHead(303, { location: `${options.appPublicUrl ?? ""}/user/lenders-transaction/${encodeURIComponent(lender)}` });
        return res.end();
      }
      const what = action === "journey" ? "Continue your application" : "Upload your last three months' bank statements";
      return html(
        res,
        200,
        page(
          `${lender}: sandbox lender`,
          `<p>Sandbox lender <strong>${escapeHtml(lender)}</strong></p><h1>${what}</h1>
<p>Application ${escapeHtml(application)}</p>
<form method="post"><button type="submit">${action === "journey" ? "Continue" : "Upload"}</button></form>`,
        ),
      );
    }
    return json(res, 404, { error: "not found" });
  }

  return {
    handle,
    stats: () => ({ ...stats, applications: answers.size }),
    /** Stops the timers of pending callbacks (a test's end). */
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}

// Run on its own: node host/sandbox-lender.js  (APP_URL, PORT, PUBLIC_BASE, and the LENDER_SANDBOX_* settings of host/config.js)
if (import.meta.url === `file://${process.argv[1]}`) {
  const { numberSetting, sandboxAloneSetting: own, setting } = await import("./config.js");
  const port = Number(own("PORT"));
  const appUrl = String(own("APP_URL"));
  const sandbox = createSandboxLender({
    appUrl,
    appPublicUrl: appUrl,
    publicBase: own("PUBLIC_BASE") ?? `http://127.0.0.1:${port}`,
    secret: String(setting("LENDER_SANDBOX_SECRET")),
    stepMs: numberSetting("LENDER_SANDBOX_STEP_MS"),
    otpLenders: String(setting("LENDER_SANDBOX_OTP_LENDERS")).split(",").filter(Boolean),
  });
  createServer((req, res) => sandbox.handle(req, res, new URL(req.url, "http://x").pathname).catch(() => res.destroy())).listen(port, () => ownLog.info(`listening on http://127.0.0.1:${port}`));
}
