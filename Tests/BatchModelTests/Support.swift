import BatchModel

/// The placeholder address the oracle prints by default.
let address = "0x600000c8e0a0"

/// How UIKit prints an index path in its texts, with the oracle's placeholder address.
func ip(_ section: Int, _ item: Int) -> String {
    "<NSIndexPath: \(address)> {length = 2, path = \(section) - \(item)}"
}

func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

func move(_ from: ItemPath, _ to: ItemPath) -> BatchUpdate.ItemMove { .init(from: from, to: to) }

func sectionMove(_ from: Int, _ to: Int) -> BatchUpdate.SectionMove { .init(from: from, to: to) }

/// The exception the oracle raises for `batch`, or `nil` when it accepts it.
func exception(
    _ batch: BatchUpdate, before: [Int], after: [Int],
    _ options: UIKitValidator.Options = .init()
) -> UIKitException? {
    do {
        _ = try UIKitValidator(options: options).validate(batch, before: before, after: after)
        return nil
    } catch {
        return error
    }
}

/// The `reason` text for `batch` in `flavor`, or `nil` when the oracle accepts it.
func reason(
    _ batch: BatchUpdate, before: [Int], after: [Int], _ flavor: ViewFlavor = .tableView
) -> String? {
    exception(batch, before: before, after: after, .init(flavor: flavor))?.reason
}

/// The plan for a batch the oracle must accept.
func plan(
    _ batch: BatchUpdate, before: [Int], after: [Int],
    _ options: UIKitValidator.Options = .init()
) throws -> ValidatedBatch {
    try UIKitValidator(options: options).validate(batch, before: before, after: after)
}
