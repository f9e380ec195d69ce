#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck" && npm run -s typecheck
echo "== lint" && npm run -s lint
echo "== unit tests" && npx vitest run
echo "== build" && npm run -s build
echo "== browser" && bash scripts/ensure-browser.sh
echo "== browser tests" && npx playwright test
