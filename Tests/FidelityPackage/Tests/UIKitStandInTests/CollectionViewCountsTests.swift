#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif
import Testing

/// When a collection view asks its data source for counts, and what it raises when a batch
/// disagrees with them.
@MainActor
struct CollectionViewCountsTests {
    /// A data source that logs every call of it, over items it holds.
    final class Source: NSObject, UICollectionViewDataSource {
        var items: [[String]]
        private(set) var log: [String] = []
        init(items: [[String]]) { self.items = items }
        func forgetLog() { log = [] }

        func numberOfSections(in collectionView: UICollectionView) -> Int {
            log.append("sections")
            return items.count
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            log.append("items \(section)")
            return items[section].count
        }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        {
            log.append("cell \(indexPath.section).\(indexPath.item)")
            return collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            log.append("\(kind == UICollectionView.elementKindSectionHeader ? "header" : kind) \(indexPath.section)")
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    static func shown(_ source: Source, headers: Bool = false) -> (UICollectionView, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        if headers { layout.headerReferenceSize = CGSize(width: 390, height: 40) }
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collection.dataSource = source
        window.addSubview(collection)
        window.makeKeyAndVisible()
        collection.layoutIfNeeded()
        return (collection, window)
    }

    /// Apple's documentation: `reloadData()` reloads at the next layout; the counts are read
    /// then, not before it returns.
    @Test func reloadDataReadsTheCountsAtTheNextLayout() {
        let source = Source(items: [["a"]])
        let (collection, window) = Self.shown(source)
        defer { withExtendedLifetime(window) {} }
        source.items = [["a", "b"]]
        source.forgetLog()
        collection.reloadData()
        #expect(source.log.isEmpty, "\(source.log)")
        collection.layoutIfNeeded()
        #expect(source.log.contains("items 0"), "\(source.log)")
        #expect(collection.numberOfItems(inSection: 0) == 2)
    }

    /// A flow layout with a header size asks the data source for each section's header at layout.
    @Test func aFlowLayoutWithHeadersAsksEachSectionsHeader() {
        let source = Source(items: [["a"], ["b", "c"]])
        let (_, window) = Self.shown(source, headers: true)
        defer { withExtendedLifetime(window) {} }
        #expect(source.log.contains("header 0") && source.log.contains("header 1"), "\(source.log)")
    }

    /// An item deleted from the view while the model keeps it: UIKit's count error, in the
    /// collection view's words.
    @Test func aDeleteTheModelDoesNotMakeRaisesTheCountError() {
        let source = Source(items: [["a", "b"]])
        let (collection, window) = Self.shown(source)
        defer { withExtendedLifetime(window) {} }
        let reason = raisedReason {
            collection.performBatchUpdates {
                collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        #expect(
            reason?.hasPrefix(
                "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted)"
            ) == true, "\(reason ?? "no exception")")
    }
}
