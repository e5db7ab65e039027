import BatchModel

extension CrashFamily {
    /// What a diffable data source's snapshot raises, by the *Diffable snapshot rules* article;
    /// the diffable scenario's emulated snapshot raises them too.
    static let diffableSnapshots: [CrashFamily] = [
        CrashFamily(
            name: "diffable: identifiers not unique", raisedBy: "UIKit (diffable data source)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "A snapshot holds one item identifier twice (or a section snapshot does): every identifier of a snapshot is unique across all its sections.",
                "Usual causes: identifiers made from values that repeat (a title, a date), the same item appended to two sections, or a Hashable conformance that hashes fewer fields than == compares.",
            ],
            pattern:
                #"supplied (?:item|section) identifiers are not unique|Identifiers in a section snapshot must be unique|_UIDiffableDataSourceUpdate initWithIdentifiers|section identifiers? that already exists? in the snapshot"#,
            alsoRaisedIn:
                "the diffable scenario's emulated snapshot (`batchfuzz fuzz --scenario diffable`), with UIKit's words"
        ),
        CrashFamily(
            name: "diffable: section not found", raisedBy: "UIKit (diffable data source)", flavors: ViewFlavor.allCases,
            explanation: [
                "The snapshot was asked about a section identifier it does not hold, or its section count disagrees with its identifiers.",
                "Usual causes: a section identifier never appended to this snapshot, with items appended to it or reloaded in it, or a snapshot built from a stale copy.",
            ],
            pattern:
                #"Section identifier was not found|dataSourceSnapshot\.numberOfSections == sectionIdentifiers\.count|not satisfying: (?:section|insertIndex) != NSNotFound|There are currently no sections in the data source"#,
            alsoRaisedIn:
                "the diffable scenario's emulated snapshot (`batchfuzz fuzz --scenario diffable`), with UIKit's words"),
        CrashFamily(
            name: "diffable: identifier not in the snapshot", raisedBy: "UIKit (diffable data source)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "The snapshot was asked to reload, reconfigure or move an identifier it does not hold (or to move one before an identifier it does not hold).",
                "Usual causes: an identifier taken from an older snapshot or from the model after it changed (the item deleted meanwhile), or a value whose hash changed, so the snapshot no longer finds it.",
            ],
            pattern:
                #"Attempted to (?:reload|reconfigure) (?:item|section) identifier that does not exist|Invalid (?:item|section) identifier specified for reload|not satisfying: (?:fromIndex|toIndex|fromSection|toSection) != NSNotFound"#,
            alsoRaisedIn:
                "the diffable scenario's emulated snapshot (`batchfuzz fuzz --scenario diffable`), with UIKit's words"),
        CrashFamily(
            name: "diffable: an update onto itself", raisedBy: "UIKit (diffable data source)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "A snapshot update names one identifier both as what it moves or inserts and as where it goes: an insertion before an identifier it also inserts, or a move onto itself.",
                "Usual causes: insertItems(_:beforeItem:) or moveItem(_:beforeItem:) given an identifier from the list being inserted or moved — an anchor taken from the new data instead of the snapshot.",
            ],
            pattern:
                #"Invalid update: destination for (?:section operation|insertion operation|(?:item|section) move)"#,
            alsoRaisedIn:
                "the diffable scenario's emulated snapshot (`batchfuzz fuzz --scenario diffable`), with UIKit's words"),
        CrashFamily(
            name: "diffable: the hashing contract", raisedBy: "UIKit (diffable data source)",
            flavors: ViewFlavor.allCases,
            explanation: [
                "An identifier broke Hashable's contract while in a snapshot: two equal identifiers with different hash values, an identifier not equal to itself, or one whose hash changed after it was added.",
                "Usual causes: == and hash(into:) reading different fields (== on an id, the hash on every field, or the reverse); a class identifier whose hashed fields change while it is in a snapshot; an == that compares a NaN or a freshly made value.",
            ],
            pattern:
                #"Diffable data source detected (?:a section|an item) identifier (?:whose hash value changed|that is not equal to itself)|identifiers that are equal but have different hash values"#,
            alsoRaisedIn:
                "the diffable scenario's emulated snapshot (`batchfuzz fuzz --scenario diffable`), with UIKit's words"),
    ]
}
