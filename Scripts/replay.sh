#!/usr/bin/env bash
# Replays the whole corpus: every regression entry must pass and every bug-zoo entry must still
# fail with its signature (what `swift test` also checks). Exit status as `batchfuzz corpus
# verify`: 0 all as recorded, 1 an entry behaves differently, 3 an entry is unreadable.
#
#   Scripts/replay.sh [CORPUS]               default Corpus
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product batchfuzz
exec .build/release/batchfuzz corpus verify "${1:-Corpus}"
