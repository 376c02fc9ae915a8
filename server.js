// Production server: security checks, bounded bodies, gzip, static assets, then React Router.
// Plain JavaScript so `node server.js` runs the build without a TypeScript step.
import compression from "compression";
import express from "express";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { clientAddress, isPersonalPath, isUploadPath, securityHeaders } from "./server/http-policy.js";

// Before React loads: it picks its development or production build from this.
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("react-router");
const { writeReadableStreamToWritable } = await import("@react-router/node");

const root = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(root, "build/server/index.js"));
const port = Number(process.env.PORT ?? 3000);
const production = process.env.NODE_ENV === "production";
const trustProxy = process.env.TRUST_PROXY === "true";
const proxyHops = Math.max(1, Number(process.env.TRUST_PROXY_HOPS ?? 1) || 1);
const maxBodyBytes = Number(process.env.MAX_BODY_BYTES ?? 64 * 1024);
const maxUploadBytes = Number(process.env.MAX_UPLOAD_BYTES ?? 5 * 1024 * 1024);
const allowedOrigins = (process.env.ALLOWED_ACTION_ORIGINS ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);

const started = Date.now();
try {
  await build.entry.module.prepareDatabase();
} catch (error) {
  // One line that says what to fix, not a stack trace.
  console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
build.entry.module.startHousekeeping?.();

const app = express();
app.disable("x-powered-by");
// Only behind a proxy we were told about are X-Forwarded-Host and -Proto believed.
app.set("trust proxy", trustProxy ? proxyHops : false);

// Security headers on every answer (pages set their own nonce'd CSP over the strict default).
app.use((req, res, next) => {
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

// Level 4: pages are made for each request, and the default (6) spent a tenth of the
// server's time compressing them for a few per cent fewer bytes.
app.use(compression({ level: 4 }));
app.use(
  "/assets",
  express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }),
);
// The other public files (brand logos, favicon…), each mounted by its own name: a page's
// request never costs a look on the disk for a file that is not there.
const publicRoot = path.join(root, "build/client");
for (const entry of readdirSync(publicRoot, { withFileTypes: true })) {
  if (entry.name === "assets" || entry.name.startsWith(".")) continue;
  const full = path.join(publicRoot, entry.name);
  if (entry.isDirectory()) app.use(`/${entry.name}`, express.static(full, { maxAge: "1h", index: false, redirect: false }));
  else app.get(`/${entry.name}`, (_req, res) => res.sendFile(full, { maxAge: "1h" }));
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
        res.status(413).json({ success: false, message: "Request body too large" });
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

function toFetchRequest(req, res, body) {
  const host = (trustProxy && req.get("x-forwarded-host")?.split(",")[0]?.trim()) || req.get("host") || "localhost";
  const url = new URL(req.originalUrl, `${req.protocol}://${host.replace(/[\\/?#@]/g, "")}`);
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

async function sendFetchResponse(req, res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  // Personal data is never kept by a browser or proxy cache; other dynamic answers say so themselves or are not cached.
  if (isPersonalPath(req.path) || !response.headers.has("cache-control")) res.setHeader("Cache-Control", "no-store");
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

const handleRequest = createRequestHandler({ ...build, allowedActionOrigins: allowedOrigins }, process.env.NODE_ENV ?? "production");

app.all("/{*splat}", async (req, res, next) => {
  try {
    let body;
    if (req.method !== "GET" && req.method !== "HEAD") {
      body = await readBoundedBody(req, res, isUploadPath(req.path) ? maxUploadBytes : maxBodyBytes);
      if (body === null) return;
    }
    await sendFetchResponse(req, res, await handleRequest(toFetchRequest(req, res, body)));
  } catch (error) {
    next(error);
  }
});

const server = app.listen(port, () => {
  console.log(`[server] listening on http://localhost:${port} (ready in ${Date.now() - started} ms)`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
