import BatchModel
import PropertyTesting

extension RegisteredEngine {
    /// Screen code of yours that drives a table view, under the screen property (scenario
    /// `screen`): `make` builds it for a case from the initial list and the emulated table it
    /// owns; `oracle` judges its batches.
    public static func tableScreen(
        name: String, kind: Kind = .correct, summary: String, oracle: UIKitValidator.Options = .fuzzing,
        _ make: @escaping (SectionedList<Int, Int>, TableViewEmulator) -> any ScreenUpdating
    ) -> RegisteredEngine {
        screen(name: name, kind: kind, summary: summary, flavor: .tableView, oracle: oracle) {
            make($0, $1 as! TableViewEmulator)
        }
    }

    /// Screen code of yours that drives a collection view; see ``tableScreen(name:kind:summary:oracle:_:)``.
    public static func collectionScreen(
        name: String, kind: Kind = .correct, summary: String, oracle: UIKitValidator.Options = .fuzzing,
        _ make: @escaping (SectionedList<Int, Int>, CollectionViewEmulator) -> any ScreenUpdating
    ) -> RegisteredEngine {
        screen(name: name, kind: kind, summary: summary, flavor: .collectionView, oracle: oracle) {
            make($0, $1 as! CollectionViewEmulator)
        }
    }

    static func screen(
        name: String, kind: Kind, summary: String, flavor: ViewFlavor, oracle: UIKitValidator.Options,
        make: @escaping ScreenProperty.Maker
    ) -> RegisteredEngine {
        RegisteredEngine(
            name: name, scenario: "screen", kind: kind, summary: summary, flavors: [flavor],
            property: { _, maxEdits in
                ScreenProperty.property(name: name, flavor: flavor, maxEdits: maxEdits, oracle: oracle, make: make)
            },
            explain: { value, _ in
                ScreenProperty.explanation(
                    of: value, name: name, kind: kind, summary: summary, flavor: flavor, oracle: oracle, make: make)
            },
            validate: { (value: ScreenCase) in try value.validate() })
    }
}
