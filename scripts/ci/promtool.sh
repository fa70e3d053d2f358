#!/usr/bin/env bash
# Checks the Prometheus alert rules (deploy/prometheus/alerts.yml) and runs their unit tests
# (alerts.test.yml) with promtool, from Debian's `prometheus` package: installed here when missing and
# running as root (CI), without recommends; the package starts no daemon on a machine without systemd.
# That every metric name of the rules and of deploy/grafana/darkcity.json is served by the app is
# checked by server/test/metrics.int-spec.ts against a running node's /metrics.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v promtool >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "promtool not found: install Debian's prometheus package (apt-get install prometheus)" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null
fi

promtool --version | head -n 1
promtool check rules deploy/prometheus/alerts.yml
promtool test rules deploy/prometheus/alerts.test.yml
