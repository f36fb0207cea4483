#!/usr/bin/env bash
# The cluster runs behind Debian's nginx (and its brotli modules when the archive has them); we
# install the packages rather than build nginx. Never starts or enables the system nginx service:
# start:cluster runs its own nginx in a private prefix.
set -euo pipefail
BROTLI_PACKAGES="libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter"
if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's nginx (the cluster's balancer)…"
  apt-get update -qq
  packages="nginx"
  for module in $BROTLI_PACKAGES; do
    if apt-cache show "$module" >/dev/null 2>&1; then packages="$packages $module"; fi
  done
  # policy-rc.d 101: the package must not start the system service (it would take port 80)
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
  exit 0
fi
echo "npm run start:cluster needs nginx." >&2
echo "Install it as root: apt-get update && apt-get install -y nginx $BROTLI_PACKAGES" >&2
exit 1
