// What `import BatchFuzz` and `import BatchFuzzCommandLine` show of the layers below: the
// vocabulary a test or an engine names, and no more, as type aliases — so that a name an app's
// own module also declares is ambiguous where both are imported (the compiler says so and both
// qualified names work), never silently BatchFuzz's. The layers' other types (the engines, the
// scenarios, the generators' machinery) are their own products, imported by name.
import BatchModel
import PropertyTesting

public typealias Edit<SectionID: Hashable, ItemID: Hashable> = BatchModel.Edit<SectionID, ItemID>
public typealias IOSVersion = BatchModel.IOSVersion
public typealias ReferenceModel = BatchModel.ReferenceModel
public typealias ViewFlavor = BatchModel.ViewFlavor
public typealias BatchStage<SectionID: Hashable, ItemID: Hashable> = BatchModel.BatchStage<SectionID, ItemID>
public typealias BatchUpdate = BatchModel.BatchUpdate
public typealias ItemPath = BatchModel.ItemPath
public typealias SectionedList<SectionID: Hashable, ItemID: Hashable> = BatchModel.SectionedList<SectionID, ItemID>
public typealias UIKitException = BatchModel.UIKitException
public typealias UIKitValidator = BatchModel.UIKitValidator
public typealias CheckConfiguration = PropertyTesting.CheckConfiguration
public typealias Gen<Value> = PropertyTesting.Gen<Value>
public typealias Property<Value> = PropertyTesting.Property<Value>
public typealias Verdict = PropertyTesting.Verdict

/// The tool's version, printed by `batchfuzz --version` and recorded in the entries it saves.
package let batchFuzzVersion = "0.1.0"
