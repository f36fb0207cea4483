#!/usr/bin/env bash
# The whole suite: typecheck, lint, unit + integration (vitest), then end-to-end in Debian's
# Chromium. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
# the cluster suite runs behind nginx when it is there (and says so when it is not)
bash scripts/ensure-nginx.sh || true

echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint
echo "== unit and integration (vitest)"; npx vitest run
echo "== build"; npm run --silent build
echo "== end-to-end (Playwright, Chromium)"; npx playwright test
