// The libFuzzer target over BatchFuzz's engines. Built for coverage-guided fuzzing with
//
//   swift build -c release --sanitize=fuzzer -Xswiftc -DBATCHFUZZ_LIBFUZZER \
//       -Xswiftc -parse-as-library --product batchfuzz-libfuzzer
//
// (Scripts/libfuzzer-build.sh) it is libFuzzer's binary, libFuzzer providing `main`; built as
// usual, it is the `batchfuzz` command line, so the same executable imports its crash files
// and replays its entries.
import BatchFuzzCommandLine

#if BATCHFUZZ_LIBFUZZER
    @_cdecl("LLVMFuzzerTestOneInput")
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        BatchFuzzCommandLine.testOneInput(data, size)
    }

    @_cdecl("LLVMFuzzerCustomMutator")
    public func mutate(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
        BatchFuzzCommandLine.mutate(data, size, maxSize, seed)
    }
#else
    @main
    struct FuzzTarget {
        static func main() {
            BatchFuzzCommandLine.main()
        }
    }
#endif
