#!/usr/bin/env bash
# The HTML validity spec (tests/e2e/html-validity.spec.ts) runs the Nu HTML Checker of the vnu-jar package on
# Debian's Java; install it when missing (the package's own downloader fetches a JDK from the network instead).
set -euo pipefail
java_bin="${JAVA_PATH:-/usr/bin/java}"
if [ -x "$java_bin" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Java is missing at $java_bin: install Debian's 'default-jre-headless' package (needs root), or set JAVA_PATH." >&2
  exit 1
fi
echo "Installing Debian's default-jre-headless…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q default-jre-headless
