#!/usr/bin/env bash
# `npm test`: every check the project has, cheapest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "Type check (site, build-time Node code, server and tests: one tsconfig project each)"
npm run --silent typecheck

step "Lint (code rules and the folder boundaries of DESIGN.md)"
npm run --silent lint

step "Translations (every UI string has its Spanish)"
node scripts/check-translations.mjs

step "OpenAPI documents (the committed copy and the reference pages are the server's; Redocly's lint)"
npm run --silent openapi -- --check
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint --format=stylish openapi/agent-api.json openapi/agent-api-1.0.json

step "Unit, component and server tests (jest)"
npx jest --ci

step "Production build (both locales)"
npm run build

step "Browser tests (Chromium against the built site and real server)"
bash scripts/ensure-chromium.sh
npx playwright test
