#if !canImport(UIKit)
    import Foundation

    /// `NSDiffableDataSourceTransaction`
    /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction-swift.struct):
    /// what a user's reordering did to a diffable data source's snapshot, handed to its
    /// `reorderingHandlers` so the app can update its model. The stand-in has no
    /// `sectionTransactions` (it has no section snapshots).
    public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
    where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
        /// `initialSnapshot`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction-swift.struct/initialsnapshot):
        /// the snapshot before the reordering.
        public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        /// `finalSnapshot`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction-swift.struct/finalsnapshot):
        /// the snapshot after it.
        public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        /// `difference`
        /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction-swift.struct/difference):
        /// the items' difference from the initial to the final snapshot, which Apple's example
        /// applies to the app's array with `applying(_:)`.
        public let difference: CollectionDifference<ItemIdentifierType>

        package init(
            initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
        ) {
            self.initialSnapshot = initialSnapshot
            self.finalSnapshot = finalSnapshot
            difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
        }
    }
#endif
