#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL: makes a cluster in a temporary folder, starts
# it on 127.0.0.1:25432 or the next free port (PG_PORT to name one), exports DATABASE_URL, runs
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
# The first free port from 25432 unless PG_PORT names one: the machines are shared, and a
# server another run left there must not fail this one. Below Linux's ephemeral range
# (32768–60999): a port in it can be held by any outgoing connection — nothing listens, yet the
# bind fails (it did, on 55432, at the end of a full test run). A failed start tries the next
# port too.
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port=${PG_PORT:-25432}
next_free_port() {
  while listening "$port"; do port=$((port + 1)); done
}
[ -z "${PG_PORT:-}" ] && next_free_port
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
start_server() {
  rm -f "$pg_data/server.log"
  as_db_user "'$pg_bin/pg_ctl' -D '$pg_data' -w -l '$pg_data/server.log' -o \"-c listen_addresses=127.0.0.1 -p $port -k '$pg_data' -c fsync=off\" start" >/dev/null 2>&1
}
for attempt in 1 2 3 4 5; do
  start_server && break
  if [ -n "${PG_PORT:-}" ] || [ "$attempt" -eq 5 ] || ! grep -q "could not bind" "$pg_data/server.log"; then
    echo "with-postgres: the server did not start" >&2
    cat "$pg_data/server.log" >&2
    exit 1
  fi
  port=$((port + 1))
  next_free_port
done

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
# The API tests copy a template database on it (only when this variable says so: a developer's
# own DATABASE_URL is never touched by the tests).
export TEST_DATABASE_URL="$DATABASE_URL"
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on $DATABASE_URL"
"$@"
