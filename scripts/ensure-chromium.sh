#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when missing (playwright's own download cannot work here).
set -euo pipefail
chromium_bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_bin" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing at $chromium_bin: install Debian's 'chromium' package (needs root), or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q chromium
