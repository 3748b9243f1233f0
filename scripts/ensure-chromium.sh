#!/usr/bin/env bash
# Browser tests drive Debian's Chromium headless shell, measurements and screenshots its full browser; install them
# when missing (playwright's own download cannot work here).
set -euo pipefail
source "$(dirname "$0")/lib/install-debian-packages.sh"
browser_bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell_bin="${CHROMIUM_TEST_PATH:-/usr/bin/chromium-headless-shell}"
packages=()
[ -x "$browser_bin" ] || packages+=(chromium)
[ -x "$shell_bin" ] || packages+=(chromium-headless-shell)
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi
install_debian_packages "Chromium is missing (${packages[*]})" "set CHROMIUM_PATH and CHROMIUM_TEST_PATH" "${packages[@]}"
