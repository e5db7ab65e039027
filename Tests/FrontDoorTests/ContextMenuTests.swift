#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// Notes whose rows offer, on a long press, a menu: Duplicate, Pin (to the top) and Delete —
    /// the context menu iOS 13 made ordinary.
    final class NotesMenuViewController: UITableViewController {
        private(set) var notes = ["Groceries", "Ideas", "Trip"]
        /// The bug: Duplicate adds the copy at the end of the model, and tells the table it is
        /// right below the original.
        private let appendsDuplicates: Bool

        init(appendsDuplicates: Bool = false) {
            self.appendsDuplicates = appendsDuplicates
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = notes[indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
                let duplicate = UIAction(title: "Duplicate") { _ in self.duplicateNote(at: indexPath) }
                let pin = UIAction(title: "Pin") { _ in self.pinNote(at: indexPath) }
                let delete = UIAction(title: "Delete", attributes: .destructive) { _ in self.deleteNote(at: indexPath) }
                return UIMenu(
                    title: "", children: [duplicate, pin, UIMenu(options: .displayInline, children: [delete])])
            }
        }

        private func duplicateNote(at indexPath: IndexPath) {
            let copy = notes[indexPath.row] + " copy"
            let below = IndexPath(row: indexPath.row + 1, section: 0)
            if appendsDuplicates {
                notes.append(copy)
            } else {
                notes.insert(copy, at: below.row)
            }
            tableView.insertRows(at: [below], with: .automatic)
        }

        private func pinNote(at indexPath: IndexPath) {
            notes.insert(notes.remove(at: indexPath.row), at: 0)
            tableView.moveRow(at: indexPath, to: IndexPath(row: 0, section: 0))
        }

        private func deleteNote(at indexPath: IndexPath) {
            notes.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    /// Photos whose items offer, on a long press, Delete: a collection view controller's iOS 13
    /// context menu method.
    final class PhotoMenuViewController: UICollectionViewController {
        private(set) var photos = ["Beach", "Harbour", "Lighthouse"]
        /// The bug: Delete takes the photo out of the model and tells the collection view nothing.
        private let forgetsTheView: Bool

        init(forgetsTheView: Bool = false) {
            self.forgetsTheView = forgetsTheView
            super.init(collectionViewLayout: UICollectionViewFlowLayout())
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "photo")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            photos.count
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            if let cell = cell as? UICollectionViewListCell {
                var content = cell.defaultContentConfiguration()
                content.text = photos[indexPath.item]
                cell.contentConfiguration = content
            }
            return cell
        }

        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
                UIMenu(children: [
                    UIAction(title: "Delete", attributes: .destructive) { _ in
                        self.photos.remove(at: indexPath.item)
                        if !self.forgetsTheView { collectionView.deleteItems(at: [indexPath]) }
                    }
                ])
            }
        }
    }

    @MainActor
    struct ContextMenuTests {
        static var configuration: FuzzConfiguration {
            FuzzConfiguration(cases: 300, seed: 6, examplesBesideTest: false, readsEnvironment: false)
        }

        @Test func notesWhoseMenuKeepsModelAndTableTogetherPass() {
            #expect(check(.screen { NotesMenuViewController() }, configuration: Self.configuration) == nil)
        }

        /// The copy is shown right below the original while the model holds it at the end: the
        /// rows below show other notes than the data source gives.
        @Test func aDuplicateAppendedToTheModelIsFoundOnTheFirstLongPress() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { NotesMenuViewController(appendsDuplicates: true) }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            let steps = try found.shrunkCase(as: ScreenActions.self).steps.map(\.action)
            #expect(steps == ["long-press a row"], "\(steps)")
            #expect(found.message.contains("\"Duplicate\" in the menu"), "\(found.message)")
        }

        @Test func photosWhoseMenuDeletesTheItemPass() {
            #expect(check(.screen { PhotoMenuViewController() }, configuration: Self.configuration) == nil)
        }

        @Test func aDeleteThatForgetsTheCollectionViewIsFound() throws {
            var failure: PropertyFailure?
            withKnownIssue {
                failure = check(
                    .screen { PhotoMenuViewController(forgetsTheView: true) }, configuration: Self.configuration)
            }
            let found = try #require(failure)
            #expect(try found.shrunkCase(as: ScreenActions.self).steps.map(\.action) == ["long-press an item"])
            #expect(found.message.contains("\"Delete\" in the menu"), "\(found.message)")
        }
    }
#endif
