#!/usr/bin/env bash
# The whole suite: typecheck, lint, unit + integration (vitest), then end-to-end in Debian's
# Chromium. Stops at the first failing stage; each stage prints its wall and CPU time.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
# the cluster suite runs behind nginx when it is there (and says so when it is not)
bash scripts/ensure-nginx.sh || true

TIMEFORMAT='   %0R s wall, %0U s user + %0S s system CPU'
stage() {
  echo "== $1"
  shift
  time "$@"
}

stage typecheck npm run --silent typecheck
stage lint npm run --silent lint
stage "unit and integration (vitest)" npx vitest run
stage build npm run --silent build
stage "end-to-end (Playwright, Chromium)" npx playwright test
