#!/usr/bin/env bash
# Replays the whole corpus: every regression entry must pass and every bug-zoo entry must still
# fail with its signature (what `swift test` also checks). Exit status as `batchfuzz corpus
# verify`: 0 all as recorded, 1 an entry behaves differently, 3 an entry is unreadable.
#
#   Scripts/replay.sh [CORPUS]               default Corpus
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
# A folder given is the caller's, relative to where they stand; the default is the repository's.
corpus="$(cd "${1:-$repo/Corpus}" && pwd)"
cd "$repo"
swift build -c release --product batchfuzz
exec .build/release/batchfuzz corpus verify "$corpus"
