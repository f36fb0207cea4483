#!/usr/bin/env bash
# Playwright drives Debian's Chromium: the headless shell for most specs, the full browser for the
# few of what only it does (tests/support/chromium.ts). We never download a browser.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} (needed by the end-to-end tests)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The end-to-end tests need Debian's ${missing[*]}." >&2
echo "Install as root: apt-get update && apt-get install -y ${missing[*]}" >&2
exit 1
