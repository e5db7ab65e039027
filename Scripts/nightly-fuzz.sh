#!/usr/bin/env bash
# The nightly fuzz job: builds in release, first checks every case of the default small scope
# for the scenarios that have one (core, list and staged: `fuzz --exhaustive`, under a minute), then
# fuzzes every scenario with its correct engines in both flavours for a time budget (the core
# scenario once more past the default size), as surveys: a run goes on after a failure and saves one shrunk entry per distinct failure, with
# how many cases failed that way. Writes JUnit reports and exits non-zero when something new
# failed.
#
#   Scripts/nightly-fuzz.sh [MINUTES]        default 10
#
# Environment: BATCHFUZZ_SEED (default: today's date, so a night's run can be replayed),
# BATCHFUZZ_CORPUS (default Corpus), BATCHFUZZ_REPORTS (default .build/reports),
# BATCHFUZZ_WORKERS (default: the number of cores).
set -euo pipefail

minutes="${1:-10}"
if ! [[ "$minutes" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: $0 [MINUTES]   (a positive whole number of minutes, default 10; got '$minutes')" >&2
  exit 2
fi
cd "$(dirname "$0")/.."

seed="${BATCHFUZZ_SEED:-$(date -u +%Y%m%d)}"
corpus="${BATCHFUZZ_CORPUS:-Corpus}"
reports="${BATCHFUZZ_REPORTS:-.build/reports}"
workers=()
[ -n "${BATCHFUZZ_WORKERS:-}" ] && workers=(--workers "$BATCHFUZZ_WORKERS")
mkdir -p "$reports"

swift build -c release --product batchfuzz
batchfuzz=.build/release/batchfuzz

# (A while-read loop: macOS ships bash 3.2, which has no builtin to read lines into an array.)
scenarios=()
while IFS= read -r scenario; do scenarios+=("$scenario"); done < <("$batchfuzz" list --scenarios)
# One more run for the core scenario past the default size: each case draws its own shape
# (many sections or few, long sections or short, some kinds of edit dominant), so the engines'
# size boundaries — more than 16 sections, sections longer than 64 rows — are crossed nightly.
runs=$(( ${#scenarios[@]} + 1 ))
per_run=$(( minutes * 60 / runs ))
[ "$per_run" -ge 1 ] || per_run=1
echo "nightly fuzz: ${#scenarios[@]} scenarios and the core scenario at --max-size 200, ${per_run}s each, seed $seed, corpus $corpus"

status=0
# Every small case first: a statement the log keeps ("every case up to 2 edits on ≤ 3 sections
# of ≤ 3 rows: N distinct cases judged, all valid"), and a failure there is minimal as found.
for scenario in core list staged; do
  "$batchfuzz" fuzz --exhaustive --scenario "$scenario" --flavor both --corpus "$corpus" \
    --junit "$reports/exhaustive-$scenario.xml" || status=$?
done
for scenario in "${scenarios[@]}"; do
  "$batchfuzz" fuzz --survey --scenario "$scenario" --flavor both --seed "$seed" --duration "${per_run}s" \
    --corpus "$corpus" --junit "$reports/fuzz-$scenario.xml" ${workers[@]+"${workers[@]}"} || status=$?
done
"$batchfuzz" fuzz --survey --scenario core --flavor both --max-size 200 --seed "$seed" --duration "${per_run}s" \
  --corpus "$corpus" --junit "$reports/fuzz-core-large.xml" ${workers[@]+"${workers[@]}"} || status=$?

if [ "$status" -ne 0 ]; then
  echo "nightly fuzz: new failures (exit $status); see the entries above, saved in $corpus/regressions," >&2
  echo "and reproduce one with: $batchfuzz replay <file>   or   $batchfuzz explain <file>" >&2
fi
exit "$status"
