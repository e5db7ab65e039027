/// The generic property-based testing engine: choice sources, generators, shrinking, the runner
/// and corpus entries. It knows nothing about tables. Standard library only.
///
/// The engine itself arrives with its own issue; this namespace fixes the module's place in the
/// layering (PropertyTesting → BatchModel → BatchEngine → Scenarios → BatchFuzz → batchfuzz).
public enum PropertyTesting {
    /// The version of the engine's recorded formats (draw lists, corpus entries).
    public static let formatVersion = 1
}
