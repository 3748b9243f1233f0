#!/usr/bin/env bash
# The HTML validity spec (tests/e2e/html-validity.spec.ts) runs the Nu HTML Checker of the vnu-jar package on
# Debian's Java; install it when missing (the package's own downloader fetches a JDK from the network instead).
set -euo pipefail
source "$(dirname "$0")/lib/install-debian-packages.sh"
java_bin="${JAVA_PATH:-/usr/bin/java}"
if [ -x "$java_bin" ]; then exit 0; fi
install_debian_packages "Java is missing at $java_bin" "set JAVA_PATH" default-jre-headless
