#!/usr/bin/env bash
# Usage: server/scripts/with-postgres.sh CMD [ARGS...]
# Starts a throwaway PostgreSQL cluster (Debian's binaries) on a free loopback port, exports DATABASE_URL,
# runs CMD, then stops the cluster and removes it. Exits with CMD's status.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$BIN" ]; then
  echo "PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql)" >&2
  exit 127
fi

# initdb refuses to run as root: run the server as the postgres user when we are root.
as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

DIR=$(mktemp -d /tmp/portal-pg.XXXXXX)
chmod 755 "$DIR"
[ "$(id -u)" = "0" ] && chown postgres:postgres "$DIR"
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

cleanup() {
  if [ -f "$DIR/data/postmaster.pid" ]; then
    kill -INT "$(head -1 "$DIR/data/postmaster.pid")" 2>/dev/null || true
    for _ in $(seq 1 50); do [ -f "$DIR/data/postmaster.pid" ] || break; sleep 0.1; done
  fi
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

as_pg "$BIN/initdb" -D "$DIR/data" -U app --auth=trust -E UTF8 --no-sync >"$DIR/initdb.log" 2>&1 || {
  cat "$DIR/initdb.log" >&2
  exit 1
}
as_pg "$BIN/postgres" -D "$DIR/data" -h 127.0.0.1 -p "$PORT" -k '' -c fsync=off -c max_connections=200 >"$DIR/postgres.log" 2>&1 &

for _ in $(seq 1 100); do
  if node -e "const n=require('net').connect($PORT,'127.0.0.1');n.on('connect',()=>process.exit(0));n.on('error',()=>process.exit(1))" 2>/dev/null \
    && [ -f "$DIR/data/postmaster.pid" ] && grep -q ready "$DIR/data/postmaster.pid" 2>/dev/null; then
    break
  fi
  sleep 0.1
done

export DATABASE_URL="postgres://app@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on port $PORT" >&2

set +e
"$@"
STATUS=$?
set -e
exit $STATUS
