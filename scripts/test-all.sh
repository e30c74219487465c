#!/usr/bin/env bash
# `npm test`: every check the project has, cheapest first, stopping at the first failure, then
# each stage's time (also after a failure), so a stage that grows is seen before CI runs out.
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()
run_started=$SECONDS

print_timings() {
  local status=$1
  ((${#timings[@]})) || return 0
  printf '\n== Time per stage\n'
  printf '  %s\n' "${timings[@]}"
  printf '  %-44s %5ss\n' "all stages" $((SECONDS - run_started))
  ((status == 0)) || [[ ${timings[-1]} == *failed ]] || printf '  (stopped by a failure in the stage after the last one listed)\n'
}
beside_pid=
on_exit() {
  local status=$?
  # A stage still running beside the failed one goes too (its own process group).
  [[ -z $beside_pid ]] || kill -- "-$beside_pid" 2>/dev/null || true
  print_timings "$status"
}
trap on_exit EXIT

# stage NAME COMMAND...: runs the command under a heading and records how long it took.
stage() {
  local name=$1 started=$SECONDS
  shift
  printf '\n== %s\n' "$name"
  "$@"
  timings+=("$(printf '%-44s %5ss' "$name" $((SECONDS - started)))")
}

# beside NAME COMMAND...: starts a stage in the background, its output held until
# finish_beside prints it and records its time (start to end) or stops the run on its failure.
# Type check and lint each keep one core busy, so on two cores they take the time of one.
beside() {
  beside_name=$1 beside_started=$SECONDS beside_log=$(mktemp)
  shift
  setsid "$@" >"$beside_log" 2>&1 &
  beside_pid=$!
}

finish_beside() {
  local status=0
  printf '\n== %s (ran beside the stage above)\n' "$beside_name"
  wait "$beside_pid" || status=$?
  beside_pid=
  cat "$beside_log"
  rm -f "$beside_log"
  timings+=("$(printf '%-44s %5ss' "$beside_name" $((SECONDS - beside_started)))")
  ((status == 0)) || { timings[-1]+="  failed"; exit "$status"; }
}

redocly_lint() {
  REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint --format=stylish "$@"
}

beside "Lint (code rules and DESIGN.md's folders)" npm run --silent lint
stage "Type check (four tsconfig projects)" npm run --silent typecheck
finish_beside
stage "Translations (every UI string in Spanish)" node scripts/check-translations.mjs
stage "OpenAPI (committed copy and reference pages)" npm run --silent openapi -- --check
stage "OpenAPI lint (Redocly)" redocly_lint openapi/agent-api.json openapi/agent-api-2.0.json openapi/agent-api-1.0.json
# One jest run per project (see jest.config.mjs), so each layer's time shows on its own. Jest
# gives a 2-core machine one worker; two keep both cores busy (unit 72 s -> 58 s, server on
# SQLite 279 s -> 192 s). The PostgreSQL run keeps one: its server takes the other core.
stage "jest: unit and component (jsdom)" npx jest --ci --maxWorkers=2 --selectProjects unit
stage "jest: knowledge build" npx jest --ci --selectProjects knowledge
stage "jest: benchmarks' logic" npx jest --ci --selectProjects bench
stage "jest: server (SQLite)" npx jest --ci --maxWorkers=2 --selectProjects server
stage "Production build (both locales)" npm run build
stage "Chromium present" bash scripts/ensure-chromium.sh
stage "Browser tests (Playwright, production build)" npx playwright test
stage "jest: server on PostgreSQL" bash scripts/test-postgres.sh
