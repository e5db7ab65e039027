import BatchModel
import PropertyTesting

extension FuzzTarget where Case == ScreenCase {
    /// Screen code that owns its list and drives the throwing emulated table view: random lists
    /// and edits handed to it update by update, each batch judged with the counts the view
    /// captured when it began.
    package static func emulatedTableScreen(
        maxEdits: Int = CaseSize.standard,
        _ make: @escaping (SectionedList<Int, Int>, TableViewEmulator) -> any ScreenUpdating
    ) -> FuzzTarget {
        screen(name: "table screen", flavor: .tableView, maxEdits: maxEdits, view: TableViewEmulator.init, make: make)
    }

    /// Screen code that owns its list and drives the throwing emulated collection view.
    package static func emulatedCollectionScreen(
        maxEdits: Int = CaseSize.standard,
        _ make: @escaping (SectionedList<Int, Int>, CollectionViewEmulator) -> any ScreenUpdating
    ) -> FuzzTarget {
        screen(
            name: "collection screen", flavor: .collectionView, maxEdits: maxEdits, view: CollectionViewEmulator.init,
            make: make)
    }

    /// Screen code in one flavour, made by `make` over the emulated view `view` makes.
    package static func screen<View: EmulatedView>(
        name: String, flavor: ViewFlavor, maxEdits: Int = CaseSize.standard,
        view: @escaping ScreenProperty.ViewMaker<View>, make: @escaping ScreenProperty.Maker<View>
    ) -> FuzzTarget {
        FuzzTarget(
            scenario: "screen", name: name, flavors: [flavor], maxSize: maxEdits,
            property: { run in
                ScreenProperty.property(
                    name: run.name, flavor: flavor, maxEdits: run.maxSize, oracle: run.oracle, view: view, make: make)
            },
            explain: { value, run in
                ScreenProperty.explanation(
                    of: value, name: run.name, kind: run.kind, summary: run.summary, flavor: flavor,
                    oracle: run.oracle, view: view, make: make)
            },
            validate: { try $0.validate() })
    }
}
