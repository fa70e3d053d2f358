#!/bin/sh
# Dark City database backup: one pg_dump of DATABASE_URL in PostgreSQL's custom format (compressed,
# restorable table by table with pg_restore), timestamped, checked readable, then backups older than
# BACKUP_RETENTION_DAYS deleted. POSIX sh: runs in postgres:16 and postgres:16-alpine images.
#
# Environment:
#   DATABASE_URL             the game's database (required), e.g. postgres://user:pass@host:5432/darkcity
#   BACKUP_DIR               where dumps go (default /backups); mount a volume or sync it off the host
#   BACKUP_RETENTION_DAYS    dumps older than this many days are deleted after a good dump (default 14)
#   BACKUP_PREFIX            file name prefix (default: the database name)
#   BACKUP_INTERVAL_SECONDS  when set, dump, then sleep this long, forever (the compose service);
#                            unset: one dump and exit (a CronJob, cron, a CI drill)
#
# A dump is written as <name>.dump.partial and renamed once pg_dump finished and pg_restore could
# read its table of contents: a file named *.dump is always complete. The last line printed is the
# dump's path. pg_dump must be the server's major version or newer.
set -eu

: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
dir="${BACKUP_DIR:-/backups}"
retention="${BACKUP_RETENTION_DAYS:-14}"
database="$(printf '%s' "$DATABASE_URL" | sed -e 's#^[a-z]*://##' -e 's#^[^/]*/##' -e 's#[?].*$##')"
prefix="${BACKUP_PREFIX:-${database:-darkcity}}"

case "$retention" in '' | *[!0-9]*) echo "BACKUP_RETENTION_DAYS must be a whole number of days" >&2; exit 2 ;; esac

backup_once() {
  mkdir -p "$dir"
  stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  file="$dir/$prefix-$stamp.dump"
  # --no-owner: a restore creates objects as whichever role runs it (a new server, a new role name).
  pg_dump --dbname="$DATABASE_URL" --format=custom --no-owner --file="$file.partial"
  pg_restore --list "$file.partial" >/dev/null
  mv "$file.partial" "$file"
  echo "$(date -u +%FT%TZ) backup written: $file ($(wc -c <"$file" | tr -d ' ') bytes)" >&2
  # Retention runs only after a good dump, so a failing pg_dump never leaves the directory empty.
  find "$dir" -maxdepth 1 -type f -name "$prefix-*.dump" -mtime +"$retention" -print -exec rm -f {} + >&2
  find "$dir" -maxdepth 1 -type f -name "$prefix-*.dump.partial" -mmin +1440 -exec rm -f {} +
  echo "$file"
}

if [ -z "${BACKUP_INTERVAL_SECONDS:-}" ]; then
  backup_once
  exit 0
fi
case "$BACKUP_INTERVAL_SECONDS" in *[!0-9]* | 0) echo "BACKUP_INTERVAL_SECONDS must be a positive whole number" >&2; exit 2 ;; esac
# Loop mode: a failed dump is reported and retried at the next interval; SIGTERM stops the sleep.
trap 'exit 0' TERM INT
while :; do
  backup_once || echo "$(date -u +%FT%TZ) backup FAILED; next try in $BACKUP_INTERVAL_SECONDS s" >&2
  sleep "$BACKUP_INTERVAL_SECONDS" &
  wait $!
done
