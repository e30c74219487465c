#!/usr/bin/env bash
# Browser tests need Debian's Chromium (Playwright's own download does not work offline).
# Installs it when missing and we are root; otherwise explains how.
set -euo pipefail
browser=${CHROME_PATH:-/usr/bin/chromium}
if [[ -x $browser ]]; then exit 0; fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Chromium not found at $browser: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [[ -x /usr/bin/chromium ]] && exit 0
fi
echo "Browser tests need Chromium. Install it with 'sudo apt-get install -y chromium'" >&2
echo "(Debian/Ubuntu), or point CHROME_PATH at a Chromium or Chrome binary." >&2
exit 1
