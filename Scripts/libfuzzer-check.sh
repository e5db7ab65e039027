#!/usr/bin/env bash
# The libFuzzer mode end to end, as ClusterFuzzLite would drive it but for a few seconds: build
# the fuzz targets (Scripts/libfuzzer-build.sh), fuzz a correct engine from its seeds (nothing
# may fail), fuzz a bug-zoo engine (it must fail), and bring the failure back: the corpus entry
# the target saved replays, and libFuzzer's crash file imports as an entry.
#
# The check is of the mode end to end, not of its speed: it builds the debug configuration (a
# third of the release build's time) unless BATCHFUZZ_FUZZ_CONFIGURATION says otherwise.
# ClusterFuzzLite's build and the nightly fuzz job build release.
set -euo pipefail
cd "$(dirname "$0")/.."
export BATCHFUZZ_FUZZ_CONFIGURATION="${BATCHFUZZ_FUZZ_CONFIGURATION:-debug}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
out="$work/out"
OUT="$out" Scripts/libfuzzer-build.sh coalescer naive-coalescer
swift build -c debug --product batchfuzz
cli="$(swift build -c debug --show-bin-path)/batchfuzz"
failed=0

echo "== coalescer under libFuzzer, 10 s from its seeds"
mkdir -p "$work/seeds"
unzip -q "$out/batchfuzz-libfuzzer--coalescer_seed_corpus.zip" -d "$work/seeds"
if ! BATCHFUZZ_CORPUS="$work/Corpus" "$out/batchfuzz-libfuzzer--coalescer" -max_total_time=10 -artifact_prefix="$work/" \
     "$work/seeds" > "$work/correct.log" 2>&1; then
  tail -30 "$work/correct.log"; echo "FAILED: the correct engine failed under libFuzzer" >&2; failed=1
fi
grep -E "^Done|DONE" "$work/correct.log" | tail -1

echo "== naive-coalescer under libFuzzer, until it fails (at most 60 s)"
set +e
BATCHFUZZ_CORPUS="$work/Corpus" "$out/batchfuzz-libfuzzer--naive-coalescer" -max_total_time=60 -artifact_prefix="$work/" > "$work/zoo.log" 2>&1
status=$?
set -e
grep -A6 "^BatchFuzz:" "$work/zoo.log" | sed "s|$work|\$TMP|g" || true
crash="$(find "$work" -maxdepth 1 -name 'crash-*' | head -1)"
entry="$(find "$work/Corpus" -name '*.json' 2>/dev/null | head -1)"
if [ "$status" -eq 0 ] || [ -z "$crash" ] || [ -z "$entry" ]; then
  tail -30 "$work/zoo.log"; echo "FAILED: the zoo engine left no crash file and entry (exit $status)" >&2; exit 1
fi

echo "== the entry replays; the crash file imports"
replayed="$("$cli" replay "$entry" || true)"
if ! grep -q "1 as recorded" <<< "$replayed"; then echo "FAILED: the saved entry does not replay as recorded" >&2; failed=1; fi
set +e
"$cli" libfuzzer import "$crash" --engine naive-coalescer --corpus "$work/Imported" | sed "s|$work|\$TMP|g"
status=$?
set -e
if [ "$status" -ne 1 ] || [ -z "$(find "$work/Imported" -name '*.json')" ]; then
  echo "FAILED: the crash file did not import as an entry (exit $status)" >&2; failed=1
fi
if [ "$failed" -ne 0 ]; then echo "libFuzzer check: FAILED" >&2; exit 1; fi
echo "libFuzzer check: passed"
