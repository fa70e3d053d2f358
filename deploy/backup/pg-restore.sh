#!/bin/sh
# Restores a dump made by pg-backup.sh into DATABASE_URL, which must be an existing, empty database
# (createdb it first): the script refuses a database that already has tables, so it never writes
# over a live game. One transaction: a restore either completes or leaves the database empty.
# Afterwards it runs ANALYZE (a dump carries no planner statistics).
#
#   DATABASE_URL=postgres://user:pass@host:5432/darkcity_restored deploy/backup/pg-restore.sh /backups/darkcity-20260101T030000Z.dump
#
# pg_restore must be the dump's pg_dump major version or newer.
set -eu

dump="${1:?usage: pg-restore.sh <file.dump>  (target database in DATABASE_URL)}"
: "${DATABASE_URL:?set DATABASE_URL to the empty database to restore into}"
[ -r "$dump" ] || { echo "cannot read $dump" >&2; exit 2; }

tables="$(psql --dbname="$DATABASE_URL" -X -q -At -c \
  "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")"
if [ "$tables" != 0 ]; then
  echo "refusing to restore: the target database already has $tables tables (restore into a new, empty one)" >&2
  exit 1
fi

pg_restore --dbname="$DATABASE_URL" --no-owner --exit-on-error --single-transaction "$dump"
psql --dbname="$DATABASE_URL" -X -q -c 'ANALYZE'
echo "$(date -u +%FT%TZ) restored $dump" >&2
