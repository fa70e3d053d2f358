#!/usr/bin/env bash
# PgBouncer slice (issue 25 item 5): runs the integration tests of the hot paths (the named prepared
# statements of fights, crimes, sign-in and the wallet, and the transactions around them) with the
# app's DATABASE_URL going through a real PgBouncer in transaction mode and DB_PREPARED_STATEMENTS
# off, as a game behind a pooler without prepared-statement support (Debian's PgBouncer 1.18) runs.
# The test set-up (the template, CREATE DATABASE ... TEMPLATE, drops) keeps talking to PostgreSQL
# directly: only the app's URL is rewritten (TEST_APP_DATABASE_PORT, test/support/databases.ts).
#
# Needs PostgreSQL on 127.0.0.1:5432 with trust auth for user postgres, and Redis on 6379 (as the
# integration tests do). Installs Debian's pgbouncer when missing, never starts its system service,
# and runs a private instance on a free port from a temp dir, stopped (by its pid) on exit.
#
#   scripts/ci/pgbouncer-slice.sh                  # the slice, named prepared statements off: must pass
#   SLICE_PREPARED_STATEMENTS=true scripts/ci/pgbouncer-slice.sh [files...]
#                                                  # the same with them on (fails through PgBouncer < 1.21)
#   scripts/ci/pgbouncer-slice.sh test/fight.int-spec.ts   # other files than the default slice
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
prepared="${SLICE_PREPARED_STATEMENTS:-false}"
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  files=(
    test/fight.int-spec.ts
    test/crimes.int-spec.ts
    test/wallet-operations.int-spec.ts
    test/transfers.int-spec.ts
    test/gangs-treasury.int-spec.ts
    test/auth-sign-up-sign-in.int-spec.ts
    test/migrate-lock-pooler.int-spec.ts
  )
fi

# Node 24 as .ci/run installs it, when the PATH's node is older.
major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
node24="${XDG_CACHE_HOME:-$HOME/.cache}/darkcity/node24/node_modules/node-linux-$(uname -m | sed 's/x86_64/x64/; s/aarch64/arm64/')/bin"
if [ "$major" -lt 24 ] && [ -x "$node24/node" ]; then export PATH="$node24:$PATH"; fi

if ! command -v pgbouncer >/dev/null; then
  echo "== installing pgbouncer (Debian package)"
  # The package enables a system service on port 6432; this script runs its own instance instead.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null
  if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    systemctl disable --now pgbouncer >/dev/null 2>&1 || true
  else
    invoke-rc.d pgbouncer stop >/dev/null 2>&1 || true
  fi
fi
pgbouncer --version | head -1

# PgBouncer refuses to run as root: a root run starts it as the postgres user (or nobody).
run_as=()
if [ "$(id -u)" -eq 0 ]; then
  user=postgres
  id "$user" >/dev/null 2>&1 || user=nobody
  run_as=(setpriv --reuid="$user" --regid="$(id -g "$user")" --init-groups)
fi

dir="$(mktemp -d /tmp/pgbouncer-slice.XXXXXX)"
pid=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# Trust auth still looks the user up in auth_file. The wildcard database sends every database name
# (each test file's own clone) to the same PostgreSQL. A small server pool per database, so the
# client connections of the app's pool (DB_POOL_MAX: 10 in the tests) really share server connections.
echo '"postgres" ""' >"$dir/userlist.txt"
cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=5432

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/userlist.txt
admin_users = postgres
pool_mode = transaction
default_pool_size = 5
max_client_conn = 1000
ignore_startup_parameters = extra_float_digits
logfile = $dir/pgbouncer.log
INI
if [ ${#run_as[@]} -gt 0 ]; then chown -R "$user" "$dir"; fi

"${run_as[@]}" pgbouncer -q "$dir/pgbouncer.ini" &
pid=$!
for _ in $(seq 1 50); do
  pg_isready -q -h 127.0.0.1 -p "$port" -U postgres -d postgres && break
  kill -0 "$pid" 2>/dev/null || { cat "$dir/pgbouncer.log" >&2; exit 1; }
  sleep 0.2
done
pg_isready -h 127.0.0.1 -p "$port" -U postgres -d postgres

echo "== slice through pgbouncer on 127.0.0.1:$port (pool_mode=transaction), DB_PREPARED_STATEMENTS=$prepared"
status=0
(
  cd "$root/server"
  TEST_APP_DATABASE_HOST=127.0.0.1 TEST_APP_DATABASE_PORT="$port" TEST_APP_DB_PREPARED_STATEMENTS="$prepared" \
    npx jest "${files[@]}" --selectProjects integration
) || status=$?

# The app's traffic went through the pooler: transactions counted on the test databases.
transactions=$(psql -X -q -At -h 127.0.0.1 -p "$port" -U postgres -d pgbouncer -c 'SHOW STATS' \
  | awk -F'|' '$1 ~ /^darkcity_test_/ { sum += $2 } END { print sum + 0 }')
echo "== pgbouncer counted $transactions transactions on the test databases"
if [ "$transactions" -eq 0 ]; then
  echo "no transaction went through pgbouncer: the app did not use TEST_APP_DATABASE_PORT" >&2
  exit 1
fi
exit "$status"
