// Production server: security checks, gzip, static assets, then React Router.
// Plain JavaScript so `node server.js` runs the build without a TypeScript step.
import compression from "compression";
import express from "express";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Before React loads: it picks its development or production build from this.
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("@react-router/express");

const root = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(root, "build/server/index.js"));
const port = Number(process.env.PORT ?? 3000);
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

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "true");
app.use(compression());

// Cross-site posting: React Router checks the Origin of UI actions; this covers
// resource routes too. A request with a Bearer token is an API client, not a browser form.
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  if (req.headers.authorization?.startsWith("Bearer ")) return next();
  const origin = req.headers.origin;
  if (origin && origin !== "null") {
    let host;
    try {
      host = new URL(origin).host;
    } catch {
      return res.status(403).send("Forbidden");
    }
    if (host !== req.headers.host && !allowedOrigins.includes(host)) return res.status(403).send("Forbidden");
  } else if (req.headers["sec-fetch-site"] === "cross-site") {
    return res.status(403).send("Forbidden");
  }
  next();
});

// The app reads the caller's address from this header; never from what the client sent.
app.use((req, _res, next) => {
  req.headers["x-client-ip"] = req.socket.remoteAddress ?? "";
  next();
});

app.get("/healthz", (_req, res) => res.type("text").send("ok"));

app.use(
  "/assets",
  express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }),
);
app.use(express.static(path.join(root, "build/client"), { maxAge: "1h", index: false }));
app.use("/uploads", express.static(path.join(root, ".data/uploads"), { maxAge: "1h", index: false }));

app.all(
  "/{*splat}",
  createRequestHandler({
    build: { ...build, allowedActionOrigins: allowedOrigins },
    mode: process.env.NODE_ENV ?? "production",
  }),
);

const server = app.listen(port, () => {
  console.log(`[server] listening on http://localhost:${port} (ready in ${Date.now() - started} ms)`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
