#!/bin/bash -eu
# ClusterFuzzLite's build: SWIFTFLAGS from the builder image, then one fuzz target per correct
# engine in $OUT, each with a seed corpus made from Corpus/ (Scripts/libfuzzer-build.sh, which
# .ci/run also runs, through Scripts/libfuzzer-check.sh).
. precompile_swift
OUT="$OUT" Scripts/libfuzzer-build.sh coalescer differ staged-differ
