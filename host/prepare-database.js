// Creates, migrates and (when empty) seeds the embedded demo database, and makes the job queue's tables, in a process of its own, then exits.
// WebAssembly memory never shrinks: creating a PGlite database (initdb) and seeding it leave its process
// holding ~850 MB, while opening the finished files takes a third of that (issue 25, docs/decisions/080).
// Plain JavaScript, like host/server.js.
const { PRODUCTION_MODE } = await import("./config.js");
process.env.NODE_ENV ||= PRODUCTION_MODE;
const path = await import("node:path");
const { fileURLToPath } = await import("node:url");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const build = await import(path.join(root, "build/server/index.js"));
try {
  await build.entry.module.prepareDatabaseAndClose();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
