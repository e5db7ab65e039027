import Foundation
import BatchFuzzCommandLine
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// A crash is told apart from another by where it trapped, read from the Swift backtracer's
/// report on the worker's standard error; a crash with nothing to read says it cannot be.
@Suite struct CrashSiteTests {
    @Test func aDebugBuildGivesTheMessageAndTheFirstFrameOutsideTheRuntime() {
        let text = """
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

            *** Signal 4: Backtracing from 0x7f40ee56df7f... done ***

            Thread 0 "batchfuzz-test-" crashed:

              0      0x00007f067856df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              1 [ra] 0x00007f06786f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
              2 [ra] 0x00007f0678b76f65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
              3 [ra] 0x00005619ff52ceb4 Trapping.batch<A, B>(for:from:) + 67 in fuzz-my-engines at /home/me/MyApp/Sources/MyEngines/Trapping.swift:18:21
              4 [ra] 0x00005619ff52cfa5 main + 36 in fuzz-my-engines at /home/me/MyApp/Sources/fuzz/main.swift:4:16
            ...
            """
        #expect(
            CrashSite(standardError: text).description
                == " at Trapping.batch<A, B>(for:from:) (Trapping.swift:18): Fatal error: Index out of range")
    }

    @Test func aReleaseBuildGivesTheInlinedFrameAndNoMessage() {
        let text = """
            *** Program crashed: Illegal instruction at 0x000055afb00db7a0 ***

            Thread 0 "fuzz-my-engines" crashed:

              0 [inlined] [system] 0x000055afb00db7a0 specialized Array.subscript.getter in fuzz-my-engines at /home/me/MyApp/Sources/MyEngines/Differ.swift
              1 [inlined]          0x000055afb00db7a0 MyDiffer.batch(from:to:) in fuzz-my-engines at /home/me/MyApp/Sources/MyEngines/Differ.swift:41:9
              2                    0x000055afb00db7a0 main in fuzz-my-engines at /home/me/MyApp/Sources/fuzz/main.swift:4:16
            """
        #expect(CrashSite(standardError: text).description == " at MyDiffer.batch(from:to:) (Differ.swift:41)")
        // Without debug information: the function and its image.
        let stripped = text.replacingOccurrences(of: " at /home/me/MyApp/Sources/MyEngines/Differ.swift:41:9", with: "")
        #expect(CrashSite(standardError: stripped).frame == "MyDiffer.batch(from:to:) in fuzz-my-engines")
    }

    @Test func nothingToReadSaysTheCrashesCannotBeToldApart() {
        #expect(
            CrashSite(standardError: "").description
                == "; where it trapped is unknown (no backtrace), so crashes of this engine cannot be told apart")
    }

    /// A hung case stopped with SIGQUIT: the frame it hung in, past the runtime and past a call
    /// through the linkage table (which the backtracer names `_init`); no trap message.
    @Test func aHangStoppedWithSIGQUITNamesTheFrameItHungIn() {
        let text = """
            *** Signal 3: Backtracing from 0x7f2ccd26d5ab... done ***

            *** Program crashed: Terminated at 0x00000000000016de ***

            Thread 1 "-qos.overcommit" crashed:

              0               0x000055d61d53862a _init + 10 in BatchFuzzPackageTests.xctest
              1 [ra]          0x000055d61d5385d8 HangingList.waitForever() + 135 in BatchFuzzPackageTests.xctest at /app/Tests/ListTests/HangingList.swift:36:37
              2 [ra]          0x000055d61d5384c0 HangingList.tableView(_:didSelectRowAt:) + 58 in BatchFuzzPackageTests.xctest at /app/Tests/ListTests/HangingList.swift:30:34
              3 [ra] [thunk]  0x000055d61d5384f0 @objc HangingList.tableView(_:didSelectRowAt:) in BatchFuzzPackageTests.xctest at /app/Tests/ListTests/<compiler-generated>
              4 [ra] [system] 0x00007f2ccd26d5ab swift_task_switch + 12 in libswiftCore.so
              5 [ra]          0x000055d61d5383a0 UITableView.selectRowByTap(at:) + 90 in BatchFuzzPackageTests.xctest at /app/Sources/UIKitStandIn/UITableView.swift:410:9
              6 [ra]          0x000055d61d538300 ScreenActions.run() + 12 in BatchFuzzPackageTests.xctest at /app/Sources/BatchFuzz/ScreenActions.swift:80:9
            ...

            Backtrace took 0.94s
            """
        let site = CrashSite(standardError: text)
        #expect(site.stoppedAsHung)
        #expect(site.frame == "HangingList.waitForever() (HangingList.swift:36)")
        // Where the sample lands is a matter of timing: the frames that called it say how the
        // screen got there, three at most, past the compiler's thunks.
        #expect(
            site.hangPlace
                == " in HangingList.waitForever() (HangingList.swift:36), called from HangingList.tableView(_:didSelectRowAt:) (HangingList.swift:30), called from UITableView.selectRowByTap(at:) (UITableView.swift:410), called from ScreenActions.run() (ScreenActions.swift:80)"
        )
        #expect(ChildProcess.crashReportEnded(in: Data(text.utf8)))
        #expect(!CrashSite(standardError: "Fatal error: x\n*** Signal 4: Backtracing").stoppedAsHung)
    }

    /// A child that ended itself is not said to have trapped.
    @Test func anExitIsNotATrap() {
        var site = CrashSite(standardError: "")
        site.exit = .status(0)
        #expect(site.crashMessage == "the code under test ended the process with exit status 0 while the case ran")
        site.exit = .signal(6)
        #expect(
            site.crashMessage
                == "the code under test trapped (signal 6); where is unknown: the backtracer printed no frame")
    }
}
