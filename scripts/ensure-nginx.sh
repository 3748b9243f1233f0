#!/usr/bin/env bash
# The production edge (deploy/edge/) and its tests run Debian's nginx; install it when missing.
set -euo pipefail
nginx_bin="${NGINX_BIN:-/usr/sbin/nginx}"
if [ -x "$nginx_bin" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "nginx is missing at $nginx_bin: install Debian's 'nginx' package (needs root), or set NGINX_BIN." >&2
  exit 1
fi
echo "Installing Debian's nginx…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
# The package's own service is never started here: the edge runs nginx as a child with its own prefix.
apt-get install -y -q --no-install-recommends nginx
