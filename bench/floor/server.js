// Serves the floor build (bench/results/floor-build) the way React Router's own
// server (react-router-serve) does: compressed answers with compression's
// defaults, static assets, then React Router. Loopback only.
import compression from "compression";
import express from "express";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { prepareSessions } from "./session.js";

process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("@react-router/express");

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../results/floor-build");
const build = await import(path.join(dir, "server/index.js"));
// The signed-in page's session (session.js), on the bench's PostgreSQL; without one the floor serves its empty page only.
if (process.env.DATABASE_URL) {
  const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await prepareSessions(sql).finally(() => sql.end());
}
const app = express();
app.use(compression());
app.get("/healthz", (_req, res) => res.type("text").send("ok"));
app.use("/assets", express.static(path.join(dir, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(path.join(dir, "client"), { index: false }));
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
const server = app.listen(Number(process.env.PORT), "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
