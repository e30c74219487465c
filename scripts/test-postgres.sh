#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL: uses DATABASE_URL when it is set (a
# database on an existing server, which it migrates and copies for each test server), otherwise
# installs Debian's postgresql if missing (needs root), starts a private cluster on 127.0.0.1 in
# a temporary folder, creates a throwaway database, runs `jest --selectProjects server` with
# DATABASE_URL pointing at it, and removes it all again.
#
#   bash scripts/test-postgres.sh            # extra arguments go to jest
set -euo pipefail
cd "$(dirname "$0")/.."

# Every test server's database is a copy of one migrated here (tests/server/postgres-template.ts).
migrate_template() {
  node --import tsx tests/server/postgres-template.ts
}

if [[ -n "${DATABASE_URL:-}" ]]; then
  migrate_template
  exec npx jest --ci "$@" --selectProjects server
fi

find_pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [[ -n "$dir" && -x "$dir/initdb" ]] && echo "$dir"
}

pg_bin=$(find_pg_bin || true)
if [[ -z "$pg_bin" ]]; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "PostgreSQL is not installed and this is not root: install Debian's postgresql or set DATABASE_URL." >&2
    exit 1
  fi
  echo "== Installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  pg_bin=$(find_pg_bin)
fi

# A private cluster owned by an unprivileged user: nothing of the machine's own PostgreSQL is
# touched, and everything goes when the script ends.
run_as=""
owner=$(id -un)
if [[ $(id -u) -eq 0 ]]; then
  owner=postgres
  run_as="runuser -u postgres --"
fi
workdir=$(mktemp -d /tmp/pg-test-XXXXXX)
chown "$owner" "$workdir"
port=${PGTEST_PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
password=$(node -e 'console.log(require("crypto").randomBytes(12).toString("hex"))')

cleanup() {
  $run_as "$pg_bin/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

echo "== Starting PostgreSQL ($("$pg_bin/postgres" --version)) on 127.0.0.1:$port"
echo "$password" > "$workdir/pw" && chown "$owner" "$workdir/pw"
$run_as "$pg_bin/initdb" -D "$workdir/data" -U site --pwfile="$workdir/pw" -A scram-sha-256 >/dev/null
$run_as "$pg_bin/pg_ctl" -D "$workdir/data" -l "$workdir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$workdir -c fsync=off -c max_connections=300" start >/dev/null

base="postgres://site:$password@127.0.0.1:$port"
PGPASSWORD=$password "$pg_bin/psql" -X -q -h 127.0.0.1 -p "$port" -U site -d postgres -c 'create database site_test'

echo "== Server tests on PostgreSQL"
# Each test server creates (and drops) its own database next to site_test (tests/server/helper.ts).
export DATABASE_URL="$base/site_test"
migrate_template
PATH="$pg_bin:$PATH" npx jest --ci "$@" --selectProjects server
