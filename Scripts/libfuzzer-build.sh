#!/usr/bin/env bash
# Builds the libFuzzer target and puts one fuzz target per engine in $OUT, each named
# batchfuzz-libfuzzer--<engine> (the target reads its engine from its name), with a seed
# corpus made from the Corpus/ entries of the engine's scenario.
#
#   OUT=/tmp/fuzzers Scripts/libfuzzer-build.sh [ENGINE…]     (default: the correct engines
#                                                              coalescer, differ, staged-differ)
#
# ClusterFuzzLite's build.sh runs it in the builder image, whose precompile_swift sets
# SWIFTFLAGS (the sanitizers, a static standard library); here it builds with
# --sanitize=fuzzer alone. BATCHFUZZ_FUZZ_CONFIGURATION=debug builds faster, runs slower.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${OUT:-.build/libfuzzer}"
configuration="${BATCHFUZZ_FUZZ_CONFIGURATION:-release}"
engines=("$@")
if [ ${#engines[@]} -eq 0 ]; then engines=(coalescer differ staged-differ); fi
if [ -n "${SWIFTFLAGS:-}" ]; then
  read -r -a flags <<< "$SWIFTFLAGS"
else
  flags=(--sanitize=fuzzer -Xswiftc -parse-as-library)
fi
fuzz_build=(swift build -c "$configuration" "${flags[@]}" -Xswiftc -DBATCHFUZZ_LIBFUZZER
            --product batchfuzz-libfuzzer --scratch-path .build/libfuzzer-target)
echo "== ${fuzz_build[*]}"
"${fuzz_build[@]}"
target="$("${fuzz_build[@]}" --show-bin-path)/batchfuzz-libfuzzer"
# The same product built as usual is the command line: it writes the seeds.
swift build -c debug --product batchfuzz-libfuzzer
cli="$(swift build -c debug --show-bin-path)/batchfuzz-libfuzzer"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
for engine in "${engines[@]}"; do
  cp "$target" "$out/batchfuzz-libfuzzer--$engine"
  seeds="$(mktemp -d)"
  "$cli" libfuzzer seeds "$seeds" --engine "$engine" --corpus Corpus > /dev/null
  if [ -n "$(ls -A "$seeds")" ]; then
    rm -f "$out/batchfuzz-libfuzzer--${engine}_seed_corpus.zip"
    (cd "$seeds" && zip -q -r "$out/batchfuzz-libfuzzer--${engine}_seed_corpus.zip" .)
  fi
  rm -rf "$seeds"
  echo "$out/batchfuzz-libfuzzer--$engine"
done
