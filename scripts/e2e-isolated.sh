#!/usr/bin/env bash
# Builds and runs Playwright in a slot of its own (ports, build output, data, reports), so several
# people or agents can run end-to-end tests from one checkout at once without clobbering dist/.
#   bash scripts/e2e-isolated.sh <slot 1-9> [playwright args…]   e.g.  … 3 tests/e2e/cart.spec.ts
# Set E2E_SKIP_BUILD=1 to reuse the slot's last build.
set -euo pipefail
cd "$(dirname "$0")/.."
slot="${1:?slot number 1-9}"; shift
base="/tmp/shop-e2e-$slot"
mkdir -p "$base"
if [[ "${E2E_SKIP_BUILD:-0}" != 1 ]]; then
  BUILD_OUT_DIR="$base/dist" npm run --silent build >"$base/build.log" 2>&1 || { tail -40 "$base/build.log"; exit 1; }
fi
rm -rf "$base/data"
E2E_DIST_DIR="$base/dist" E2E_DATA_DIR="$base/data" E2E_OUTPUT_DIR="$base/results" \
  E2E_DTC_PORT=$((4400 + slot * 10)) E2E_HPSF_PORT=$((4401 + slot * 10)) npx playwright test "$@"
