#!/usr/bin/env bash
# The oracle checked against UIKit itself, on a Mac with Xcode: the fidelity test
# (Tests/FidelityPackage) on an iPhone simulator of every iOS runtime installed, or of the
# runtimes given (`18.5 26.0`). Disagreements are saved as corpus entries under
# $BATCHFUZZ_FIDELITY_OUT (default .build/fidelity) /iOS-<release>/ and fail the test.
#
#   Scripts/ios-fidelity.sh [RUNTIME…]        (run by .github/workflows/apple.yml)
#   BATCHFUZZ_FIDELITY_BATCHES=500 Scripts/ios-fidelity.sh 18.5
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
out="${BATCHFUZZ_FIDELITY_OUT:-$repo/.build/fidelity}"
mkdir -p "$out"
cd "$repo/Tests/FidelityPackage"
if [ "$#" -gt 0 ]; then
    runtimes=("$@")
else
    # Every installed iOS runtime, e.g. "18.5".
    mapfile -t runtimes < <(xcrun simctl list runtimes iOS | sed -n 's/^iOS \([0-9.]*\) .*/\1/p')
fi
[ "${#runtimes[@]}" -gt 0 ] || { echo "no iOS simulator runtime installed" >&2; exit 3; }
status=0
for runtime in "${runtimes[@]}"; do
    # The first iPhone the runtime offers.
    device="$(xcrun simctl list devices "iOS $runtime" available | sed -n 's/^ *\(iPhone[^(]*\) (.*/\1/p' | head -1 | sed 's/ *$//')"
    if [ -z "$device" ]; then echo "iOS $runtime: no iPhone simulator" >&2; status=3; continue; fi
    echo "== iOS $runtime on $device"
    TEST_RUNNER_BATCHFUZZ_FIDELITY_BATCHES="${BATCHFUZZ_FIDELITY_BATCHES:-2000}" TEST_RUNNER_BATCHFUZZ_FIDELITY_OUT="$out" \
        xcodebuild test -scheme FidelityPackage -destination "platform=iOS Simulator,name=$device,OS=$runtime" \
        || status=1
done
exit "$status"
