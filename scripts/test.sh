#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck" && npm run -s typecheck
echo "== lint" && npm run -s lint
# The build comes before the unit tests: some of them start the production build (the page
# cache's equivalence test), and would otherwise skip on a clean clone or read a stale build.
echo "== build" && npm run -s build
# The timing tests (*-speed) run after the rest, one at a time, so no other test shares their cores.
echo "== unit tests" && npm run -s test:unit
echo "== browser" && bash scripts/ensure-browser.sh
echo "== browser tests" && npx playwright test
