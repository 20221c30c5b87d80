#!/bin/sh
# Run once by the postgres image on an empty volume (/docker-entrypoint-initdb.d), as its superuser: the only time a
# superuser is used. It makes the app's role (owner of the detox database and its public schema, no SUPERUSER,
# no CREATEROLE) and the analysts' role (a login of its own that the app's migrations grant only the read models,
# docs/runbook.md "Database roles"). The app refuses to start in production as a superuser.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v app_password="$APP_DB_PASSWORD" -v analyst_password="$ANALYST_DB_PASSWORD" <<'SQL'
create role detox_app login nosuperuser nocreatedb nocreaterole password :'app_password';
create role detox_analyst login nosuperuser nocreatedb nocreaterole noinherit connection limit 8
  password :'analyst_password';
alter role detox_analyst set statement_timeout = '30s';
create database detox owner detox_app;
SQL
