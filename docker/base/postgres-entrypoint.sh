#!/bin/sh
# On an empty PGDATA: a cluster whose superuser is POSTGRES_USER (password POSTGRES_PASSWORD, required over TCP)
# with a database POSTGRES_DB, as the official image makes it. Then the command (postgres), listening on every
# address unless told otherwise.
set -eu
user=${POSTGRES_USER:-postgres}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file=$(mktemp)
  printf '%s' "${POSTGRES_PASSWORD:?must be set}" > "$password_file"
  initdb --username="$user" --pwfile="$password_file" --encoding=UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm "$password_file"
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  database=${POSTGRES_DB:-$user}
  if [ "$database" != postgres ]; then
    echo "CREATE DATABASE \"$database\" OWNER \"$user\"" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "PostgreSQL initialised in $PGDATA with database $database"
fi
exec "$@"
