#!/usr/bin/env bash
# The production edge (deploy/edge/) and its tests run Debian's nginx with its Brotli modules; install what is missing.
set -euo pipefail
source "$(dirname "$0")/lib/install-debian-packages.sh"
nginx_bin="${NGINX_BIN:-/usr/sbin/nginx}"
modules_dir="${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}"
packages=()
[ -x "$nginx_bin" ] || packages+=(nginx)
[ -f "$modules_dir/ngx_http_brotli_filter_module.so" ] || packages+=(libnginx-mod-http-brotli-filter)
[ -f "$modules_dir/ngx_http_brotli_static_module.so" ] || packages+=(libnginx-mod-http-brotli-static)
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi
# No recommended packages: the package's own service is never started here (the edge runs nginx as a child with its
# own prefix).
install_debian_packages "Missing for the edge" "set NGINX_BIN and NGINX_MODULES_DIR" --no-install-recommends \
  "${packages[@]}"
