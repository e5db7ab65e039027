#if !canImport(UIKit)
    import BatchModel
    import UIKitStandIn

    /// The diffable scenario's screen: one list view — a table or a collection view, by the
    /// flavour judged — fed by a diffable data source of the case's items, each row showing its
    /// item's content, and the app's model: the content each item id should show. After an apply,
    /// every row on screen must show what the model holds for its item.
    @MainActor
    final class DiffableScreen<Item: DiffableItem>: UIViewController {
        let flavor: ViewFlavor
        /// The content each item id should show.
        var model: [Int: Int] = [:]
        /// Whether the snapshot last applied is the model's: rows are held to the model only then
        /// (between a replacement and the next apply they still show the applied snapshot).
        var applied = true
        private var tableDataSource: UITableViewDiffableDataSource<Int, Item>?
        private var collectionDataSource: UICollectionViewDiffableDataSource<Int, Item>?

        init(flavor: ViewFlavor) {
            self.flavor = flavor
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            switch flavor {
            case .tableView:
                let tableView = UITableView(frame: .zero, style: .plain)
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
                tableDataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                    cell.textLabel?.text = "\(item.content)"
                    return cell
                }
                view = tableView
            case .collectionView:
                let collectionView = UICollectionView(
                    frame: .zero,
                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
                collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "item")
                collectionDataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                    collectionView, indexPath, item in
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
                    var content = UIListContentConfiguration.cell()
                    content.text = "\(item.content)"
                    cell.contentConfiguration = content
                    return cell
                }
                view = collectionView
            }
        }

        /// `apply(_:animatingDifferences:)`.
        func apply(_ snapshot: NSDiffableDataSourceSnapshot<Int, Item>) {
            tableDataSource?.apply(snapshot, animatingDifferences: true)
            collectionDataSource?.apply(snapshot, animatingDifferences: true)
            applied = true
        }

        /// The data source's snapshot.
        func snapshot() -> NSDiffableDataSourceSnapshot<Int, Item> {
            tableDataSource?.snapshot() ?? collectionDataSource?.snapshot() ?? .init()
        }

        /// The first row on screen that shows other content than the model holds for its item.
        func rowOffModel() -> String? {
            guard applied else { return nil }
            for (indexPath, item, shown) in shownRows() where shown != "\(model[item.id] ?? -1)" {
                return
                    "the row of item \(item.id) at [\(indexPath.section), \(indexPath.item)] shows content \(shown ?? "nothing"), but the model holds \(model[item.id] ?? -1) (the stored identifier is \(item))"
            }
            return nil
        }

        /// Each row on screen: its index path, its item and the text its cell shows.
        private func shownRows() -> [(IndexPath, Item, String?)] {
            if let tableView = view as? UITableView, let dataSource = tableDataSource {
                return (tableView.indexPathsForVisibleRows ?? []).compactMap { indexPath in
                    dataSource.itemIdentifier(for: indexPath).map {
                        (indexPath, $0, tableView.cellForRow(at: indexPath)?.textLabel?.text)
                    }
                }
            }
            if let collectionView = view as? UICollectionView, let dataSource = collectionDataSource {
                return collectionView.indexPathsForVisibleItems.compactMap { indexPath in
                    let content = collectionView.cellForItem(at: indexPath)?.contentConfiguration
                    return dataSource.itemIdentifier(for: indexPath).map {
                        (indexPath, $0, (content as? UIListContentConfiguration)?.text)
                    }
                }
            }
            return []
        }
    }
#endif
