#if !canImport(UIKit)
    import BatchFuzz
    import Foundation
    import Testing
    import UIKitStandIn

    /// A differ's extension as libraries write it against UIKit: the model is set through a
    /// closure the caller passes (non-escaping) from inside the batch, and the block uses `self`
    /// implicitly. It compiles because UIKit's block does not escape, and so does the stand-in's.
    extension UITableView {
        func applyAppend<Item>(_ item: Item, to items: [Item], setData: ([Item]) -> Void) {
            performBatchUpdates {
                setData(items + [item])
                insertRows(at: [IndexPath(row: items.count, section: 0)], with: .automatic)
            }
        }
    }

    extension UICollectionView {
        func applyAppend<Item>(_ item: Item, to items: [Item], setData: ([Item]) -> Void) {
            performBatchUpdates({
                setData(items + [item])
                insertItems(at: [IndexPath(item: items.count, section: 0)])
            })
        }
    }

    @MainActor
    struct NonEscapingBatchTests {
        final class Numbers: UITableViewController {
            var numbers: [Int] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                numbers.count
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "\(numbers[indexPath.row])"
                return cell
            }
        }

        /// The block runs within the batch, and a `nil` block is an empty update, as in UIKit.
        @Test func aNonEscapingBlockAndANilBlockBothUpdate() {
            let actions: [ScreenActions.Action<Numbers>] = [
                .init("append") { controller, draw in
                    let number = draw.int(in: 0...9)
                    controller.tableView.applyAppend(number, to: controller.numbers) { controller.numbers = $0 }
                },
                .init("empty update") { controller, _ in controller.tableView.performBatchUpdates(nil) },
            ]
            #expect(
                check(
                    .screen({ Numbers() }, actions: actions),
                    configuration: FuzzConfiguration(
                        cases: 100, seed: 2, examplesBesideTest: false, readsEnvironment: false)) == nil)
        }
    }
#endif
