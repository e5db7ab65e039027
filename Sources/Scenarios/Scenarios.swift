import BatchModel

/// The four scenarios of the source documents — hidden static rows, diffable snapshots,
/// auxiliary rows, fetched-results change reports — each with an emulation of the Apple API,
/// a correct implementation, the bug zoo, generators and invariants. They arrive with their own
/// issues; this namespace fixes the module's place in the layering.
public enum Scenarios {}
