#!/usr/bin/env bash
# The auth service's storage suite starts a real PostgreSQL from Debian's package; never a mock.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql' once." >&2
  exit 1
fi
echo "Installing Debian's postgresql (once per machine)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends postgresql >/dev/null
ls /usr/lib/postgresql/*/bin/initdb
