#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when missing (playwright's own download cannot work here).
set -euo pipefail
source "$(dirname "$0")/lib/install-debian-packages.sh"
chromium_bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_bin" ]; then exit 0; fi
install_debian_packages "Chromium is missing at $chromium_bin" "set CHROMIUM_PATH" chromium
