#!/usr/bin/env bash
# Typecheck and lint side by side (each is one process on one core), each one's output printed whole
# once it ends; fails if either fails.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npm run --silent typecheck >"$out/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint >"$out/lint" 2>&1 &
lint=$!
status=0
wait "$typecheck" || { status=1; echo "typecheck failed:"; }
cat "$out/typecheck"
wait "$lint" || { status=1; echo "lint failed:"; }
cat "$out/lint"
[ "$status" -eq 0 ] && echo "typecheck and lint: clean"
exit "$status"
