#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; test tools never download a browser of their own.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' once." >&2
  exit 1
fi
echo "Installing Debian's chromium (once per machine)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium >/dev/null
/usr/bin/chromium --version
