#!/usr/bin/env bash
# Starts the built server on a fresh embedded database with one administrator for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR="${E2E_DATA_DIR:-.tmp/e2e-data}"
# TRUST_PROXY=1: the fixtures register from several client addresses (X-Forwarded-For), as behind a proxy.
export SEED_DEMO=false LOG_LEVEL=info APP_ORIGIN="http://localhost:${PORT}" TRUST_PROXY=1
rm -rf "$DATA_DIR"
mkdir -p .tmp
[ -f dist/server/index.js ] || npm run build
# A random password per run, read by the tests' fixtures; never committed.
node -e "process.stdout.write(require('crypto').randomBytes(18).toString('base64url'))" > .tmp/e2e-admin-password
ADMIN_PASSWORD="$(cat .tmp/e2e-admin-password)" npx tsx server/cli/admin-create.ts \
  --email e2e-admin@feederhub.test --role super_admin --first-name Erin --last-name Admin
# Every line of the run goes to a file that e2e/log-scan.ts checks after the last test (issue 12 §3).
exec node dist/server/index.js > .tmp/e2e-server.log 2>&1
