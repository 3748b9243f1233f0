#!/usr/bin/env bash
# The production edge (deploy/edge/) and its tests run Debian's nginx with its Brotli modules; install what is missing.
set -euo pipefail
nginx_bin="${NGINX_BIN:-/usr/sbin/nginx}"
modules_dir="${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}"
packages=()
[ -x "$nginx_bin" ] || packages+=(nginx)
[ -f "$modules_dir/ngx_http_brotli_filter_module.so" ] || packages+=(libnginx-mod-http-brotli-filter)
[ -f "$modules_dir/ngx_http_brotli_static_module.so" ] || packages+=(libnginx-mod-http-brotli-static)
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Missing for the edge: ${packages[*]}. Install these Debian packages (needs root), or set NGINX_BIN and NGINX_MODULES_DIR." >&2
  exit 1
fi
echo "Installing Debian's ${packages[*]}…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
# The package's own service is never started here: the edge runs nginx as a child with its own prefix.
apt-get install -y -q --no-install-recommends "${packages[@]}"
