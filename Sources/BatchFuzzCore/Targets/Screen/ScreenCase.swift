import BatchModel
import PropertyTesting

/// One case of BatchFuzz's own screens (the `screen` scenario): an initial list, the edits in the
/// updates they arrive in (one `ScreenUpdating.apply(_:)` call each), and whether the view is laid
/// out when they come.
package struct ScreenCase: Hashable, Sendable, Codable, CustomStringConvertible {
    package var initial: SectionedList<Int, Int>
    /// The edits, update by update.
    package var updates: [[Edit<Int, Int>]]
    /// The view is off screen (off-window, or not yet laid out) when the first update arrives:
    /// it has no counts cached and reads them when the first batch begins.
    package var offScreen: Bool

    package init(initial: SectionedList<Int, Int>, updates: [[Edit<Int, Int>]], offScreen: Bool) {
        self.initial = initial
        self.updates = updates
        self.offScreen = offScreen
    }

    package var description: String {
        var lines = [
            "initial: \(initial)" + (offScreen ? "   (view off screen: it reads its counts when a batch begins)" : "")
        ]
        var number = 0
        for (index, update) in updates.enumerated() {
            lines.append("  update \(index + 1):" + (update.isEmpty ? " no edits" : ""))
            for edit in update {
                number += 1
                lines.append("    \(number). \(edit)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The edits in order, as one core-property case.
    package var editCase: EditCase { EditCase(initial: initial, edits: updates.flatMap { $0 }) }

    /// Throws the first field the screen property cannot run (see ``EditCase/validate()``).
    package func validate() throws(CaseProblem) {
        try editCase.validate()
    }

    /// Random cases: the core property's lists and edits, cut into updates (one in four edits
    /// starts a new one; shrinking joins them), on screen or off.
    package static func generator(maxEdits: Int = CaseSize.standard) -> Gen<ScreenCase> {
        EditCase.generator(maxEdits: maxEdits).flatMap { value in
            Gen<[Int]>.array(of: .int(in: 0...3), count: max(0, value.edits.count - 1)).flatMap { cuts in
                Gen<Int>.int(in: 0...1).map { offScreen in
                    var updates: [[Edit<Int, Int>]] = value.edits.isEmpty ? [] : [[]]
                    for (index, edit) in value.edits.enumerated() {
                        if index > 0, cuts[index - 1] == 3 { updates.append([]) }
                        updates[updates.count - 1].append(edit)
                    }
                    return ScreenCase(initial: value.initial, updates: updates, offScreen: offScreen == 1)
                }
            }
        }
    }
}
