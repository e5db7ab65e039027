import BatchFuzzCore
import BatchModel
import Foundation

/// A crash text BatchFuzz reads and names but builds no batch for: UIKit's texts that carry no
/// numbers or come from elsewhere than a batch's validation (layouts, diffable snapshots, index
/// paths of the wrong shape), older releases' wordings the oracle does not speak, and the
/// assertions of libraries built on UIKit (Texture, RxDataSources, IGListKit). Each says what
/// it is, who raises it, and the causes real threads name, most common first.
package struct CrashFamily: Sendable {
    /// A short name, printed as the text's rule.
    package var name: String
    /// Who prints it: `UIKit`, `UIKit (diffable data source)`, `Texture`, `RxDataSources`.
    package var raisedBy: String
    package var flavors: [ViewFlavor]
    /// What the text means and its usual causes, most common first.
    package var explanation: [String]
    let pattern: String
    /// Where BatchFuzz raises the same text itself, if it does: an emulated view or snapshot.
    package var alsoRaisedIn: String? = nil
    /// A second pattern the text must hold too: for a text that any code can raise (an array's
    /// range error), the frame that shows UIKit raised it.
    var requires: String? = nil
    /// Whether the family is named only when no piece of a known text is found either: a frame
    /// that says which check raised, beside a reason cut too short to read.
    var isLastResort = false

    /// The family whose pattern `text` holds, if any (the first in ``all`` order), among the
    /// last-resort families or the others; `frames` is the whole log the text was read from,
    /// where a family's required frame is looked for.
    package static func matching(
        _ text: String, frames: String? = nil, lastResort: Bool = false
    ) -> (family: CrashFamily, range: Range<String.Index>)? {
        for family in all where family.isLastResort == lastResort {
            if let range = text.range(of: family.pattern, options: [.regularExpression, .caseInsensitive]),
                family.requires.map({ (frames ?? text).range(of: $0, options: .regularExpression) != nil }) ?? true
            {
                return (family, range)
            }
        }
        return nil
    }

    /// Every family, the more specific first.
    package static let all: [CrashFamily] = libraryAssertions + diffableSnapshots + cellChecks + uikitChecks
}
