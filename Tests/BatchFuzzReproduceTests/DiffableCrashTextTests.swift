@testable import BatchFuzzCore
import ListEmulation
import Scenarios
import Testing
@testable import BatchFuzzReproduce

/// Every text the diffable scenario's emulated snapshot raises — UIKit's own words — is read by
/// `reproduce`, named as the diffable data source's, and said to be raised by BatchFuzz too.
struct DiffableCrashTextTests {
    static let raised: [SnapshotError] = [
        SnapshotMessages.duplicates(["a", "a"], sections: false),
        SnapshotMessages.duplicates(["s"], sections: true),
        SnapshotMessages.noSections,
        SnapshotMessages.unknownSection,
        SnapshotMessages.unknownDestinationSection,
        SnapshotMessages.sectionAlreadyExists(["s"]),
        SnapshotMessages.insertionDestinationInserted("b", update: "insertItems([b], beforeItem: b)", sections: false),
        SnapshotMessages.insertionDestinationInserted(
            "t", update: "insertSections([t], beforeSection: t)", sections: true),
        SnapshotMessages.moveOntoItself("a", update: "moveItem(a, beforeItem: a)", sections: false),
        SnapshotMessages.unknownMoveSource(sections: false),
        SnapshotMessages.unknownMoveDestination(sections: true),
        SnapshotMessages.reloadUnknown("x", sections: false, style: .current),
        SnapshotMessages.reloadUnknown("x", sections: true, style: .legacy),
        SnapshotMessages.reconfigureUnknown("x"),
        SnapshotMessages.hashChanged("a", sections: false),
        SnapshotMessages.notEqualToItself("a", sections: true),
        SnapshotMessages.equalWithDifferentHashes("a", "A", sections: false),
    ]

    @Test func everyKindIsListed() {
        #expect(Set(Self.raised.map(\.kind)) == Set(SnapshotError.Kind.allCases))
    }

    @Test(arguments: raised)
    func theEmulatedSnapshotsTextIsNamed(_ error: SnapshotError) throws {
        let reproduction = try CrashReproduction.reproducing(error.description, searchBudget: .zero)
        let family = try #require(reproduction.text.family, "\(error.reason)")
        #expect(family.name.hasPrefix("diffable: "), "\(error.reason) → \(family.name)")
        #expect(reproduction.explanation.last?.hasPrefix("BatchFuzz raises it too: the diffable scenario") == true)
    }
}
