// Production server: security checks, bounded bodies, gzip, static assets, then React Router.
// Plain JavaScript so `node host/server.js` runs the build without a TypeScript step.
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import compression from "compression";
import express from "express";
import { readdirSync } from "node:fs";
import zlib from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cacheControlFor, clientAddress, requestHost, securityHeaders, varyOnForwardedHost } from "./http-policy.js";
// Operations (docs/decisions/039): JSON logs with each request's id, readiness, graceful shutdown.
import { accessLog } from "./access-log.js";
import { moduleLogger, withRequestId } from "./log.js";
import { requestIdFor } from "./request-id.js";
import { gracefulShutdown } from "./shutdown.js";
import { heapGrowingPercent, limitHeapGrowth } from "./heap-growth.js";
// Every setting's name and default, said once for this server and the app (host/config.js).
import { numberSetting, PRODUCTION_MODE, sandboxLenderOn, setting } from "./config.js";

// Before React loads: it picks its development or production build from this.
process.env.NODE_ENV ||= PRODUCTION_MODE;
const { createRequestHandler } = await import("react-router");
const { writeReadableStreamToWritable } = await import("@react-router/node");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const build = await import(path.join(root, "build/server/index.js"));
// Which paths take files and which may be shared pages: said once beside each route (app/page-table/pages.ts).
const { isUploadPath, isMediaUploadPath, isSharedPath } = build.entry.module;
const port = numberSetting("PORT");
const production = process.env.NODE_ENV === PRODUCTION_MODE;
const trustProxy = setting("TRUST_PROXY") === "true";
const proxyHops = Math.max(1, numberSetting("TRUST_PROXY_HOPS") || 1);
const maxBodyBytes = numberSetting("MAX_BODY_BYTES");
const maxUploadBytes = numberSetting("MAX_UPLOAD_BYTES");
// A training video and its poster, with room for the form around them (docs/decisions/100-media-storage.md).
const maxMediaUploadBytes = numberSetting("TRAINING_VIDEO_MAX_BYTES") + numberSetting("MAX_IMAGE_BYTES") + 64 * 1024;
const allowedOrigins = String(setting("ALLOWED_ACTION_ORIGINS"))
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);

// The sandbox lender (decision 027): on the embedded demo, or when asked for, lenders without an
// endpoint of their own are sent to this stand-in, mounted in this server, so an application moves.
const sandboxOn = sandboxLenderOn();
if (sandboxOn) process.env.LENDER_SANDBOX_URL ||= `http://127.0.0.1:${port}/sandbox-lender`;

const log = moduleLogger("server");
// A small server's memory: the heap grows by a bounded step under load (docs/decisions/082).
const heapGrowth = heapGrowingPercent(process.env);
if (heapGrowth.error) {
  log.fatal(heapGrowth.error);
  process.exit(1);
}
limitHeapGrowth(heapGrowth.percent);
const started = Date.now();
try {
  if (!setting("DATABASE_URL")) await prepareEmbeddedDatabase();
  await build.entry.module.prepareDatabase();
} catch (error) {
  // One line that says what to fix, not a stack trace.
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
build.entry.module.startHousekeeping?.();
// Lender submissions, webhooks, reminders and messages run after the answer, from the job queue.
try {
  await build.entry.module.startBackgroundWork();
} catch (error) {
  log.fatal(`the job queue did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
// Only behind a proxy we were told about are X-Forwarded-Host and -Proto believed.
app.set("trust proxy", trustProxy ? proxyHops : false);

// Every request gets an id (a trusted proxy's X-Request-Id when it looks sane, else a new one), answered
// in X-Request-Id and carried by every log line written while serving it; then one access-log line.
app.use((req, res, next) => {
  const requestId = requestIdFor(req.headers["x-request-id"], trustProxy);
  res.setHeader("X-Request-Id", requestId);
  req.headers["x-request-id"] = requestId;
  withRequestId(requestId, next);
});
app.use(accessLog(moduleLogger("http")));

// Security headers on every answer (pages set their own nonce'd CSP over the strict default).
app.use((_req, res, next) => {
  for (const [name, value] of Object.entries(securityHeaders(production))) res.setHeader(name, value);
  next();
});

// Cross-site posting: React Router checks the Origin of UI actions; this covers
// resource routes too. A request with a Bearer token is an API client, not a browser form.
// `Origin: null` (sandboxed frames, cross-site redirect chains) counts as cross-site.
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  if (req.headers.authorization?.startsWith("Bearer ")) return next();
  const origin = req.headers.origin;
  if (origin) {
    let host;
    try {
      host = new URL(origin).host;
    } catch {
      return res.status(403).send("Forbidden");
    }
    if (!host || (host !== req.headers.host && !allowedOrigins.includes(host))) return res.status(403).send("Forbidden");
  } else if (req.headers["sec-fetch-site"] === "cross-site") {
    return res.status(403).send("Forbidden");
  }
  next();
});

// The app reads the caller's address from this header; never from what the client sent.
app.use((req, _res, next) => {
  req.headers["x-client-ip"] = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustProxy ? proxyHops : 0);
  next();
});

app.get("/healthz", (_req, res) => res.type("text").send("ok"));
// Ready to serve: the database and the job queue answer within a second; 503 saying which did not, or that a shutdown began.
const STOPPING = { status: "stopping", checks: { database: "not checked", jobQueue: "not checked" } };
app.get("/readyz", async (_req, res) => {
  const checked = shutdown.isStopping() ? STOPPING : await build.entry.module.readiness();
  // A shutdown that began while the checks ran wins.
  const answer = shutdown.isStopping() ? STOPPING : checked;
  res
    .status(answer.status === "ready" ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json(answer);
});

// Level 4: pages are made for each request, and the default (6) spent a tenth of the
// server's time compressing them for a few per cent fewer bytes. Brotli: quality 3 makes a page
// as small as gzip 4 does, and a 256 KB window (every page is smaller) spares the 4 MB the default
// allocates per response: GET / went from about 200 to 236 requests a second.
app.use(compression({ level: 4, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));
app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }));
// The other public files (brand logos, favicon…), each mounted by its own name: a page's
// request never costs a look on the disk for a file that is not there.
const publicRoot = path.join(root, "build/client");
for (const entry of readdirSync(publicRoot, { withFileTypes: true })) {
  if (entry.name === "assets" || entry.name.startsWith(".")) continue;
  const full = path.join(publicRoot, entry.name);
  if (entry.isDirectory()) app.use(`/${entry.name}`, express.static(full, { maxAge: "1h", index: false, redirect: false }));
  else app.get(`/${entry.name}`, (_req, res) => res.sendFile(full, { maxAge: "1h" }));
}
if (sandboxOn) {
  const { createSandboxLender } = await import("./sandbox-lender.js");
  const sandboxLog = moduleLogger("sandbox-lender");
  const sandbox = createSandboxLender({
    appUrl: `http://127.0.0.1:${port}`,
    secret: String(setting("LENDER_SANDBOX_SECRET")),
    stepMs: numberSetting("LENDER_SANDBOX_STEP_MS"),
    otpLenders: String(setting("LENDER_SANDBOX_OTP_LENDERS")).split(",").filter(Boolean),
    log: (line) => sandboxLog.info(line),
    // Its disbursals credit what the KFS the consumer acknowledged says reaches them, on the business clock's day.
    disbursal: (lender, application) => build.entry.module.sandboxDisbursal(lender, application),
    // Its journey and document pages open and move an application only for its applicant's browser (their consumer session).
    mayOpen: (req, lender, application) => build.entry.module.sandboxApplicationOwned(new Request("http://localhost/", { headers: { cookie: req.headers.cookie ?? "" } }), lender, application),
  });
  app.use("/sandbox-lender", (req, res) => {
    sandbox.handle(req, res, req.path).catch(() => res.destroy());
  });
}
app.use("/uploads", express.static(path.join(root, ".data/uploads"), { maxAge: "1h", index: false }));

/**
 * Reads a request body whole, refusing it with 413 as soon as it passes the
 * limit: a declared Content-Length over the limit is refused before any byte
 * is read, and a streamed body is counted as it arrives. React Router then
 * gets a body that is known to be small.
 */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

function readBoundedBody(req, res, limit) {
  return new Promise((resolve) => {
    const refuse = () => {
      if (req.path.toLowerCase().startsWith("/api/")) {
        res.status(413).json({ success: false, status: 413, code: "payload_too_large", message: "Request body too large" });
      } else {
        res.status(413).type("text").send("Request body too large");
      }
      // What is left is read and thrown away (nothing is kept), so the client gets the answer
      // instead of a reset connection; a client that keeps sending far past the limit is cut off.
      let drained = 0;
      req.on("data", (chunk) => {
        drained += chunk.length;
        if (drained > DRAIN_LIMIT_BYTES) req.socket.destroy();
      });
      req.resume();
      resolve(null);
    };
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) return refuse();
    const chunks = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        chunks.length = 0;
        return refuse();
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks));
    });
    req.on("error", () => {
      if (done) return;
      done = true;
      resolve(null);
    });
  });
}

/**
 * The host the app sees the request on, in the URL it is given: a brand can be chosen by host, and
 * the app reads it from that URL only. Only behind a trusted proxy is X-Forwarded-Host believed.
 */
const hostOf = (req) => requestHost(req.headers.host, req.headers["x-forwarded-host"], trustProxy);

function toFetchRequest(req, res, body) {
  const url = new URL(req.originalUrl, `${req.protocol}://${hostOf(req)}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init = { method: req.method, headers, signal: controller.signal };
  if (body) {
    init.body = body;
    headers.set("content-length", String(body.length));
  }
  return new Request(url.href, init);
}

/**
 * Shared pages: an answer marked `public, …, s-maxage` (asked for with no
 * cookie and setting none: docs/decisions/028) is what a CDN may keep for a
 * minute. This server keeps it too, for SHARED_PAGE_CACHE_SECONDS (5 by
 * default; 0 turns it off), by host, address and Accept-Language, so a burst
 * of first visits costs one render instead of one each.
 */
const sharedPageSeconds = numberSetting("SHARED_PAGE_CACHE_SECONDS");
const SHARED_PAGES_KEPT = 500;
const sharedPages = new Map();

// A change an admin makes to what a page shows (a card switched off, a brand edited), here or in another
// process on the database, drops every kept page at once; a page rendered across the change is not kept.
let sharedPagesForgotten = 0;
build.entry.module.keepCopy("shared-pages", "everything", () => {
  sharedPages.clear();
  sharedPagesForgotten++;
});
// Listening starts (and forgets everything once) before the first request, so no page kept at start-up is dropped by it.
await build.entry.module.listenForChanges();

function sharedPageKey(req) {
  if (sharedPageSeconds <= 0 || req.method !== "GET" || req.headers.cookie || req.headers.authorization) return null;
  // The same host and scheme the app is given, so two brands behind one proxy never share a copy.
  return `${req.protocol}://${hostOf(req)}\n${req.originalUrl}\n${req.headers["accept-language"] ?? ""}`;
}

function sendSharedPage(res, page) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.end(page.body);
}

async function sendFetchResponse(req, res, response, sharedKey = null) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  // Personal data is never kept by a browser or proxy cache; pages say whether they may be shared (docs/decisions/028).
  const cacheControl = cacheControlFor(isSharedPath(req.path), response.headers.get("cache-control"), response.headers.has("set-cookie"));
  res.setHeader("Cache-Control", cacheControl);
  if (cacheControl !== response.headers.get("cache-control")) res.removeHeader("Vary");
  // Behind a trusted proxy a shared page depends on the forwarded host too: a CDN keeps one copy per host.
  else if (trustProxy && /\bpublic\b/.test(cacheControl)) res.setHeader("Vary", varyOnForwardedHost(res.getHeader("Vary")));
  if (sharedKey && response.body && response.status === 200 && /\bs-maxage=/.test(cacheControl) && /\bpublic\b/.test(cacheControl)) {
    const body = Buffer.from(await response.arrayBuffer());
    if (sharedPages.size >= SHARED_PAGES_KEPT) sharedPages.delete(sharedPages.keys().next().value);
    const headers = Object.entries(res.getHeaders()).filter(([name]) => name !== "content-length");
    sharedPages.set(sharedKey, { expires: Date.now() + sharedPageSeconds * 1000, status: 200, headers, body });
    res.end(body);
    return;
  }
  if (response.body) {
    try {
      await writeReadableStreamToWritable(response.body, res);
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      throw error;
    }
  } else {
    res.end();
  }
}

const handleRequest = createRequestHandler({ ...build, allowedActionOrigins: allowedOrigins }, process.env.NODE_ENV);

app.all("/{*splat}", async (req, res, next) => {
  try {
    let body;
    if (req.method !== "GET" && req.method !== "HEAD") {
      body = await readBoundedBody(req, res, isMediaUploadPath(req.path) ? maxMediaUploadBytes : isUploadPath(req.path) ? maxUploadBytes : maxBodyBytes);
      if (body === null) return;
    }
    const sharedKey = sharedPageKey(req);
    const kept = sharedKey ? sharedPages.get(sharedKey) : undefined;
    if (kept && kept.expires > Date.now()) return sendSharedPage(res, kept);
    if (kept) sharedPages.delete(sharedKey);
    const forgotten = sharedPagesForgotten;
    const response = await handleRequest(toFetchRequest(req, res, body));
    await sendFetchResponse(req, res, response, forgotten === sharedPagesForgotten ? sharedKey : null);
  } catch (error) {
    next(error);
  }
});

const server = app.listen(port, () => {
  log.info({ port }, `listening on http://localhost:${port} (ready in ${Date.now() - started} ms)`);
});

// SIGTERM/SIGINT: no new connections, requests in flight finish (SHUTDOWN_GRACE_MS), then the job queue's
// jobs in hand and the database pool; exit 0 (host/shutdown.js).
const shutdown = gracefulShutdown(server, {
  graceMs: numberSetting("SHUTDOWN_GRACE_MS"),
  log,
  pause: () => build.entry.module.pauseServerWork(),
  finish: (msLeft) => build.entry.module.stopServerWork(msLeft),
});

// A worker of `npm start`'s cluster (host/cluster.js) may get a signal twice, from its primary and from
// the process group (Ctrl-C, `timeout`, systemd): a listener that stays keeps the second from ending the
// process in the middle of the graceful stop the first began.
if (cluster.isWorker) for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {});

/**
 * The embedded database is created, migrated and seeded by a process of its own (host/prepare-database.js)
 * before this one opens it: what that work leaves in WebAssembly memory leaves with that process (issue 25).
 * Rejects with the reason it gave (a refused setting) when it fails.
 */
function prepareEmbeddedDatabase() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "host/prepare-database.js")], { stdio: ["ignore", "inherit", "pipe"] });
    let said = "";
    child.stderr.on("data", (chunk) => (said += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(said.trim() || `preparing the embedded database ended with ${code}`))));
  });
}
