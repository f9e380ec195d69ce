#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright cannot download its own browsers here) and
# read pages as a text browser does with lynx.
set -euo pipefail
need=()
if ! { [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; } && ! command -v chromium >/dev/null 2>&1; then
  need+=(chromium fonts-liberation)
fi
command -v lynx >/dev/null 2>&1 || need+=(lynx)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing Debian's ${need[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${need[@]}" >/dev/null
command -v chromium >/dev/null || [ -n "${CHROMIUM_PATH:-}" ]
