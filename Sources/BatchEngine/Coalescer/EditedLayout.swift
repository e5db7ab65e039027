import BatchModel

/// What a coalescer's edits make of the old sections: the layout and its batch, or the first
/// edit that does not fit, with the layout it met.
@usableFromInline
enum EditedLayout {
    case laidOut(TokenLayout, BatchUpdate)
    /// Edit `index` does not fit, for `problem`, in the list laid out as `layout`.
    case failed(index: Int, problem: String, layout: TokenLayout)

    /// Applies `edits`, identifiers left out, to sections of these sizes (`starts` their
    /// ``sectionStarts(_:)``), in the editor that suits the list: ``FlatTokenEditor`` for a few
    /// dozen items, ``TokenEditor`` past that. The counts are of the edits of each kind (an
    /// upper bound of what the editor needs room for); `keepsHandles` when a list is to be made
    /// from the layout (a failure's always keeps them). The batch is planned here too, in the
    /// engine's own specialized code: the planner, a dozen arrays, is made and consumed in one
    /// place and never copied.
    @usableFromInline
    static func apply(
        _ edits: UnsafeBufferPointer<Edit<Int, Int>>, sizes: [Int], starts: [Int], insertedSections: Int,
        insertedItems: Int, sectionEdits: Int, keepsHandles: Bool
    ) -> EditedLayout {
        if FlatTokenEditor.fits(
            sections: sizes.count + insertedSections, tokens: starts[starts.count - 1] + insertedItems)
        {
            var editor = FlatTokenEditor(
                sizes: sizes, starts: starts, insertedSections: insertedSections, insertedItems: insertedItems)
            return apply(edits, in: &editor, keepsHandles: keepsHandles)
        }
        var editor = TokenEditor(
            sizes: sizes, starts: starts, insertedSections: insertedSections, itemEdits: edits.count,
            sectionEdits: sectionEdits)
        return apply(edits, in: &editor, keepsHandles: keepsHandles)
    }

    private static func apply<Editor: TokenEditing & ~Copyable>(
        _ edits: UnsafeBufferPointer<Edit<Int, Int>>, in editor: inout Editor, keepsHandles: Bool
    ) -> EditedLayout {
        for (index, edit) in edits.enumerated() {
            if let problem = editor.apply(edit) {
                return .failed(index: index, problem: problem, layout: editor.layout(keepsHandles: true))
            }
        }
        let layout = editor.layout(keepsHandles: keepsHandles)
        return .laidOut(layout, editor.planner(for: layout).plan())
    }
}
