#!/usr/bin/env bash
# The sitemap test (app/routes/sitemaps-schema.test.ts) reads the national sitemap with libxml2's validator against
# the protocol's published XSDs; install Debian's libxml2-utils when xmllint is missing.
set -euo pipefail
source "$(dirname "$0")/lib/install-debian-packages.sh"
if command -v xmllint > /dev/null; then exit 0; fi
install_debian_packages "xmllint is missing" "put another xmllint on PATH" --no-install-recommends libxml2-utils
