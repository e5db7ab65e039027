import BatchFuzzCore
import BatchFuzzScreens
import PropertyTesting

#if canImport(Testing)
    import Testing
#endif

/// Checks your screen as ``check(_:configuration:fileID:filePath:line:column:function:)`` does,
/// letting the main queue run as the app's run loop would: work the screen queues on the main
/// queue or the main actor — `DispatchQueue.main.async`, `Task { @MainActor in … }`, the
/// continuation after an `await` — runs after each gesture and at the steps the check places
/// ("the main queue runs"), and the replies the screen waits for from a ``HeldReplies`` arrive
/// as steps of their own ("a reply arrives"), one at a time or several in one turn. Work Swift
/// concurrency would run on its global executor runs on the main queue while a case runs, so a
/// seed replays the same order everywhere. A delay (`asyncAfter`, `Timer`, `Task.sleep`) is not
/// waited for.
///
/// ```swift
/// @Test @MainActor func todos() async {
///     await check(.screen { TodoViewController(service: HeldTodoService()) })
/// }
/// ```
@MainActor
@discardableResult
public func check(
    _ target: FuzzTarget<ScreenActions>,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) async -> PropertyFailure? {
    knowOtherTestsTasks()
    return await CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
        .runAwaiting(
            configuration, pastedCall: target.pastedCall.map { "await " + $0 },
            isolatesByDefault: target.isolatesTrapsByDefault
        ) { configuration, test, isolation async throws(PropertyFailure) in
            try await FuzzCheck.checkAwaiting(target, configuration: configuration, test: test, isolation: isolation)
        }
}

/// Judges your screen on one case as `await check(_:)` judges it: a regression test pasted from
/// its failure, the main queue's turns and the replies where the case places them.
@MainActor
@discardableResult
public func check(
    _ target: FuzzTarget<ScreenActions>, case value: ScreenActions,
    configuration: FuzzConfiguration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) async -> PropertyFailure? {
    knowOtherTestsTasks()
    return await CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
        .runAwaiting(
            configuration, isolatesByDefault: target.isolatesTrapsByDefault
        ) { configuration, test, isolation async throws(PropertyFailure) in
            try await FuzzCheck.checkAwaiting(
                target, pinned: value, configuration: configuration, test: test, isolation: isolation)
        }
}

/// Tells the stand-ins which tasks belong to another test, so that a test run while a case steps
/// aside for the main queue is not heard as the case: under Swift Testing, a task that runs a test
/// and has no case bound.
@MainActor
private func knowOtherTestsTasks() {
    #if canImport(Testing)
        ActionsProperty.isAnotherTestsTask = { Test.current != nil }
    #endif
}
