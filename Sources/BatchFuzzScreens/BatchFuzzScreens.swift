// Screens as an app writes them, checked through the one door: `FuzzTarget.screen`, the
// gestures a user makes and the actions a test adds (`ScreenActions`), run on UIKit's views or,
// where UIKit is not, on the stand-in's. Apart from `BatchFuzzCore` so that a library of engines
// links no UIKit stand-in; `BatchFuzz` and `BatchFuzzCommandLine` re-export it.
@_exported import BatchFuzzCore
