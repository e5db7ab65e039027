// Catches an Objective-C exception (UIKit's NSInternalInconsistencyException) raised while
// running a Swift closure, which Swift cannot catch itself. Plain C, so that Swift imports it on
// every platform; only Apple platforms have exceptions to catch.
#ifndef BATCHFUZZ_OBJC_EXCEPTIONS_H
#define BATCHFUZZ_OBJC_EXCEPTIONS_H

/// Runs `body(context)`. Returns the reason of the Objective-C exception it raised (its name
/// when it has no reason), as a string the caller frees, or NULL when it raised none.
char *_Nullable bfz_catch_exception(void (*_Nonnull body)(void *_Nullable), void *_Nullable context);

#endif
