#!/bin/sh
# `npm start`'s command line: what has to be settled before Node runs any JavaScript (docs/decisions/083).
# Every server process it starts (host/cluster.js's workers too) inherits both.
# glibc's malloc keeps a pool per thread that has allocated, up to 8 per core, each holding what was freed
# in it; two pools are enough for one JavaScript thread and Node's helpers. An operator's own value wins.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# V8's young generation in 8 MB halves instead of 16: 17 MB less at the same pages a second.
exec node --max-semi-space-size=8 "$(dirname "$0")/cluster.js"
