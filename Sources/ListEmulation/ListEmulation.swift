// What the UIKit and Core Data stand-ins emulate beyond the batch rules (those are `BatchModel`'s):
// a diffable data source's snapshots and the rules `apply` enforces, with their texts; the
// fetched results a fetch request gives and the change reports a save makes, with the quirks of
// Core Data's releases; the cells a list view shows. No scenario and no bug zoo: the stand-ins
// link this and `BatchModel` alone, and the scenarios build on it. Standard library only. The
// module declares no type of its own name, so that `ListEmulation.FetchedObject` names its type.
import BatchModel
