#!/usr/bin/env bash
# The two-command start as root on a machine without PostgreSQL or Redis (issue 25, item 7): in a
# network namespace with only loopback (nothing answers on 5432 or 6379), `npm start` must start the
# embedded PostgreSQL (as the `postgres` system user: initdb refuses root) and a redis-server, answer
# GET /api/health, and leave nothing running after Ctrl-C (SIGINT to its process group).
#
# Needs root (unshare, mount), an installed checkout (`npm ci`; `npm start` builds when stale) and
# redis-server on PATH. The checkout is bind-mounted at /srv/darkcity-start-check inside a private
# mount namespace, so a clone under a closed directory (/root is 0700) is reachable for `postgres`.
# What the check creates under .data/ is removed afterwards; an existing .data/postgres is reused and
# kept.
#   scripts/ci/start-as-root.sh            (START_CHECK_PORT, default 3917)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
port="${START_CHECK_PORT:-3917}"
if [ "$(id -u)" -ne 0 ]; then
  echo "start-as-root: run as root (it checks the start as root, in a namespace of its own)" >&2
  exit 1
fi

created=()
for dir in postgres redis; do [ -e "$root/.data/$dir" ] || created+=("$root/.data/$dir"); done
log="$(mktemp /tmp/darkcity-start-check-XXXXXX.log)"
cleanup() {
  for dir in "${created[@]}"; do rm -rf "$dir"; done
}
trap cleanup EXIT

export START_CHECK_ROOT="$root" START_CHECK_PORT="$port" START_CHECK_LOG="$log"
status=0
unshare --net --mount bash -s <<'EOF' || status=$?
set -euo pipefail
ip link set lo up
mkdir -p /srv/darkcity-start-check
mount --bind "$START_CHECK_ROOT" /srv/darkcity-start-check
cd /srv/darkcity-start-check
for port in 5432 6379; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "start-as-root: something answers on $port inside the namespace" >&2
    exit 1
  fi
done
echo "== npm start as $(id -un) in a namespace with only loopback (nothing on 5432 or 6379)"
PORT="$START_CHECK_PORT" METRICS_PORT=0 setsid npm start >"$START_CHECK_LOG" 2>&1 &
leader=$!
healthy=0
for second in $(seq 1 240); do
  if body="$(curl -sf "http://127.0.0.1:$START_CHECK_PORT/api/health")"; then
    echo "GET /api/health after ${second} s: $body"
    healthy=1
    break
  fi
  kill -0 "$leader" 2>/dev/null || break
  sleep 1
done
kill -INT -- "-$leader" 2>/dev/null || true
stopped=0
for second in $(seq 1 60); do
  if ! pgrep -g "$leader" >/dev/null; then
    echo "npm start and everything it started exited ${second} s after SIGINT"
    stopped=1
    break
  fi
  sleep 1
done
grep -v '^{' "$START_CHECK_LOG" | grep -v '^\s*$' | cut -c1-300 | tail -15
if [ "$stopped" -ne 1 ]; then
  echo "start-as-root: still running after SIGINT:" >&2
  pgrep -g "$leader" -a >&2 || true
  kill -KILL -- "-$leader" 2>/dev/null || true
  exit 1
fi
[ "$healthy" -eq 1 ] || { echo "start-as-root: /api/health never answered 200" >&2; exit 1; }
owner="$(stat -c %U .data/postgres)"
echo ".data/postgres belongs to $owner"
[ "$owner" != root ] || { echo "start-as-root: the embedded PostgreSQL's data belongs to root" >&2; exit 1; }
EOF
rm -f "$log"
exit "$status"
