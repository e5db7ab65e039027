// What `import BatchFuzz` and `import BatchFuzzCommandLine` show of the layers below: the
// vocabulary a test or an engine names, and no more, as type aliases — so that a name an app's
// own module also declares is ambiguous where both are imported (the compiler says so and both
// qualified names work), never silently BatchFuzz's. The layers' other types (the engines, the
// scenarios, the generators' machinery) are their own products, imported by name.
import BatchModel
import PropertyTesting

public typealias Edit = BatchModel.Edit
public typealias IOSVersion = BatchModel.IOSVersion
public typealias ReferenceModel = BatchModel.ReferenceModel
public typealias ViewFlavor = BatchModel.ViewFlavor
public typealias BatchStage = BatchModel.BatchStage
public typealias BatchUpdate = BatchModel.BatchUpdate
public typealias ItemPath = BatchModel.ItemPath
public typealias SectionedList = BatchModel.SectionedList
public typealias UIKitException = BatchModel.UIKitException
public typealias UIKitValidator = BatchModel.UIKitValidator
public typealias CollectionViewEmulator = BatchModel.CollectionViewEmulator
public typealias TableViewEmulator = BatchModel.TableViewEmulator
public typealias CheckConfiguration = PropertyTesting.CheckConfiguration
public typealias Gen = PropertyTesting.Gen
public typealias Property = PropertyTesting.Property
public typealias Verdict = PropertyTesting.Verdict

/// The tool's version, printed by `batchfuzz --version` and recorded in the entries it saves.
package let batchFuzzVersion = "0.1.0"
