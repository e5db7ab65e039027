#!/usr/bin/env bash
# Formats the Swift code with the toolchain's own `swift format`, as `.swift-format` says (lines
# of 120 columns, 4 spaces). With --check it changes nothing and fails on any file that is not
# formatted, naming the file and the line; CI runs that.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Benchmarks)
case "${1:-}" in
    --check) swift format lint --strict --recursive --configuration .swift-format "${paths[@]}" ;;
    "") swift format format --in-place --recursive --configuration .swift-format "${paths[@]}" ;;
    *) echo "usage: Scripts/format.sh [--check]" >&2; exit 2 ;;
esac
