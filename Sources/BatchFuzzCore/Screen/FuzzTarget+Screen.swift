import BatchModel
import PropertyTesting

extension FuzzTarget where Case == ScreenCase {
    /// Screen code that owns its list and drives a table view: random lists and edits handed to
    /// it update by update, each batch judged with the counts the view captured when it began.
    ///
    /// ```swift
    /// @Test func feedScreen() { check(.tableScreen { list, table in FeedScreen(list: list, table: table) }) }
    /// ```
    public static func tableScreen(
        maxEdits: Int = CaseSize.standard,
        _ make: @escaping (SectionedList<Int, Int>, TableViewEmulator) -> any ScreenUpdating
    ) -> FuzzTarget {
        screen(name: "table screen", flavor: .tableView, maxEdits: maxEdits) { list, view in
            make(list, view as! TableViewEmulator)
        }
    }

    /// Screen code that owns its list and drives a collection view; see `tableScreen`.
    public static func collectionScreen(
        maxEdits: Int = CaseSize.standard,
        _ make: @escaping (SectionedList<Int, Int>, CollectionViewEmulator) -> any ScreenUpdating
    ) -> FuzzTarget {
        screen(name: "collection screen", flavor: .collectionView, maxEdits: maxEdits) { list, view in
            make(list, view as! CollectionViewEmulator)
        }
    }

    /// Screen code in one flavour, made by `make` over the emulated view of that flavour.
    package static func screen(
        name: String, flavor: ViewFlavor, maxEdits: Int = CaseSize.standard, make: @escaping ScreenProperty.Maker
    ) -> FuzzTarget {
        FuzzTarget(
            scenario: "screen", name: name, flavors: [flavor], maxSize: maxEdits,
            property: { run in
                ScreenProperty.property(
                    name: run.name, flavor: flavor, maxEdits: run.maxSize, oracle: run.oracle, make: make)
            },
            explain: { value, run in
                ScreenProperty.explanation(
                    of: value, name: run.name, kind: run.kind, summary: run.summary, flavor: flavor,
                    oracle: run.oracle, make: make)
            },
            validate: { try $0.validate() })
    }
}
