import BatchModel

/// Screen code: a controller that owns its list and the table or collection view that shows it,
/// and updates both when edits arrive — a view controller, a list coordinator, a feed presenter.
///
/// BatchFuzz's own screens of the `screen` scenario conform (`emulatedTableScreen`,
/// `emulatedCollectionScreen`); an app's screen is checked with `.screen` instead. BatchFuzz hands
/// it an emulated view whose data source is ``list``: the view reads its counts there, and captures its
/// "before" counts when a batch begins, as UIKit does — so a controller that changes its list
/// before the batch begins, while the view is not laid out, crashes with UIKit's text.
package protocol ScreenUpdating: AnyObject {
    /// The list as the controller's data source reports it now (section and item identifiers
    /// are integers).
    var list: SectionedList<Int, Int> { get }

    /// One update arriving: `edits`, valid in order on ``list``, made together. The controller
    /// changes its list and tells its view, in as many batches as it likes.
    func apply(_ edits: [Edit<Int, Int>]) throws
}
