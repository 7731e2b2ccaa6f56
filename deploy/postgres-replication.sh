#!/bin/sh
# Run once by the postgres image on an empty data directory: lets the replica (docker-compose.yml,
# postgres-replica) stream the WAL as the app's own user, with its password.
set -e
echo "host replication ${POSTGRES_USER} all scram-sha-256" >> "$PGDATA/pg_hba.conf"
