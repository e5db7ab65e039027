import ListEmulation
/// The table of scenario (d).
public typealias FetchedTableView = ScreenTableView<FetchedCell>

/// A cell of the fetched-results screen: the object it was configured with. A class, as
/// `UITableViewCell` is: configuring the cell `cellForRow(at:)` returns changes what is shown.
public final class FetchedCell: CustomStringConvertible {
    public private(set) var objectID: Int
    public private(set) var content: Int

    public init(showing object: FetchedObject) {
        objectID = object.id
        content = object.content
    }

    /// `configureCell(_:with:)`: shows `object`.
    public func configure(with object: FetchedObject) {
        objectID = object.id
        content = object.content
    }

    /// `#3 v1`.
    public var description: String { "#\(objectID) v\(content)" }
}
