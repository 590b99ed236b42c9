#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL: makes a cluster in a temporary folder, starts
# it on 127.0.0.1:55432 or the next free port (PG_PORT to name one), exports DATABASE_URL, runs
# "$@", then stops the server and removes the folder, whatever the command's outcome. Exits with
# the command's code.
# Needs Debian's postgresql package (.ci/run installs it); run as root (it uses the postgres user)
# or as a user who can run initdb itself.
set -uo pipefail

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "with-postgres: PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi
# The first free port from 55432 unless PG_PORT names one: the machines are shared, and a
# server another run left on 55432 must not fail this one.
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port=${PG_PORT:-55432}
if [ -z "${PG_PORT:-}" ]; then
  while listening "$port"; do port=$((port + 1)); done
fi
pg_data=$(mktemp -d /tmp/bikeship-pg.XXXXXX)

as_db_user() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi
}
[ "$(id -u)" -eq 0 ] && chown postgres "$pg_data"

stop_server() {
  as_db_user "'$pg_bin/pg_ctl' -D '$pg_data' -m fast -w stop" >/dev/null 2>&1
  rm -rf "$pg_data"
}
trap stop_server EXIT

as_db_user "'$pg_bin/initdb' -D '$pg_data' -U postgres --auth=trust --no-locale -E UTF8" >/dev/null ||
  { echo "with-postgres: initdb failed" >&2; exit 1; }
as_db_user "'$pg_bin/pg_ctl' -D '$pg_data' -w -l '$pg_data/server.log' -o \"-c listen_addresses=127.0.0.1 -p $port -k '$pg_data' -c fsync=off\" start" >/dev/null ||
  { echo "with-postgres: the server did not start" >&2; cat "$pg_data/server.log" >&2; exit 1; }

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
# The API tests copy a template database on it (only when this variable says so: a developer's
# own DATABASE_URL is never touched by the tests).
export TEST_DATABASE_URL="$DATABASE_URL"
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on $DATABASE_URL"
"$@"
