// The command line starts worker processes, which iOS, tvOS, watchOS and visionOS do not allow:
// say so when it is built for them, rather than with errors from deep inside.
#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    #error(
        "BatchFuzzCommandLine runs on macOS and Linux only: it starts worker processes. An iOS test bundle links BatchFuzz (and BatchFuzzUIKit); run the command line on the Mac or in CI."
    )
#endif
