#!/usr/bin/env bash
# Playwright drives Debian's Chromium (/usr/bin/chromium); we never download a browser.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium (needed by the end-to-end tests)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The end-to-end tests need Chromium at /usr/bin/chromium." >&2
echo "Install it as root: apt-get update && apt-get install -y chromium" >&2
exit 1
