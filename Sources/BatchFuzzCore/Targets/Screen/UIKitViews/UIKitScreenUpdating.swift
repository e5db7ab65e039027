import BatchModel

/// Screen code written against UIKit's API: a view controller (or a coordinator) that owns its
/// list and the table or collection view that shows it, calling the view through
/// ``TableViewUpdating`` / ``CollectionViewUpdating`` and, like UIKit code, isolated to the
/// main actor.
///
/// `check(.tableScreen(…))` hands it an `EmulatedTableView` whose data source is
/// ``list``; in the app the same code drives a real `UITableView`.
@MainActor
public protocol UIKitScreenUpdating: AnyObject {
    /// The list as the controller's data source reports it now.
    var list: SectionedList<Int, Int> { get }

    /// One update arriving: `edits`, valid in order on ``list``, made together. The controller
    /// changes its list and tells its view, in as many batches as it likes.
    func apply(_ edits: [Edit<Int, Int>]) throws
}

/// UIKit-shaped screen code as the screen property sees it. The property runs on the main
/// actor (the check is main-actor isolated), where this adapter's calls are checked to be made.
/// The view's recorded exception is thrown after the update that raised it, as the crash it is.
@MainActor
final class UIKitScreenAdapter: @preconcurrency ScreenUpdating {
    private let screen: any UIKitScreenUpdating
    private let raised: () -> UIKitException?

    init(_ screen: any UIKitScreenUpdating, raised: @escaping () -> UIKitException?) {
        self.screen = screen
        self.raised = raised
    }

    var list: SectionedList<Int, Int> { screen.list }

    func apply(_ edits: [Edit<Int, Int>]) throws {
        try screen.apply(edits)
        if let exception = raised() { throw exception }
    }
}
