#!/bin/sh
# `npm test`, what CI runs (issue 37, item 6): every check, ordered for the least wall time on two cores.
set -u
cd "$(dirname "$0")/.."

# Seconds first: Biome's lint and format check, then knip's unused files and exports. A finding stops here.
npm run lint || exit 1
npm run format:check || exit 1

# The type check is a minute or two of one core and needs no build (tests/integration/platform/react-router-memo.test.ts
# reaches the build by a computed path), so it runs beside the build and the Vitest suites, which mostly wait on
# PostgreSQL and the servers they start. Its output is printed after them, so the two do not interleave.
log="$(mktemp)"
npm run typecheck >"$log" 2>&1 &
typecheck=$!
trap 'kill "$typecheck" 2>/dev/null; exit 130' INT TERM
status=0
npm run build && npm run test:unit || status=1
if wait "$typecheck"; then
  echo "[test] typecheck passed"
else
  cat "$log"
  echo "[test] typecheck failed"
  status=1
fi
rm -f "$log"
[ "$status" = 0 ] || exit 1

npm run test:e2e
