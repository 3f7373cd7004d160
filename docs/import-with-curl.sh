#!/bin/sh
# Importing teachers from a CSV with curl, as another system would.
#   PORTAL=https://portal.example.org EMAIL=admin@... PASSWORD=... sh docs/import-with-curl.sh teachers.csv
# The file goes alone: the server matches its headers to record fields by name (the same matching as the import
# page) and answers which header went to which field ("mapping", "mappedBy": "server"). Send a "mapping" part
# (JSON: header -> dotted record field, "" to leave a column out) to choose yourself; it wins.
set -eu
FILE=${1:?usage: import-with-curl.sh FILE.csv}
PORTAL=${PORTAL:-http://localhost:3000}

# 1. Sign in (an admin account) and keep the token.
TOKEN=$(curl -fsS -H 'content-type: application/json' \
  -d "{\"email\":\"${EMAIL:?set EMAIL}\",\"password\":\"${PASSWORD:?set PASSWORD}\"}" \
  "$PORTAL/api/auth/signin" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).token))')

# 2. A dry run: nothing is written; the answer holds the mapping used and every row's problems.
curl -sS -H "authorization: Bearer $TOKEN" -F "file=@$FILE;type=text/csv" "$PORTAL/api/teachers/import?dryRun=true"
echo

# 3. The import itself (all rows, or nothing while a row is invalid; add &skipInvalid=true to leave those out).
curl -sS -H "authorization: Bearer $TOKEN" -F "file=@$FILE;type=text/csv" "$PORTAL/api/teachers/import?dryRun=false"
echo
