// What `import BatchFuzz` and `import BatchFuzzCommandLine` show of the layers below: the
// vocabulary a test or an engine names, and no more. The layers' other types (the engines,
// the scenarios, the generators' machinery) are their own products, imported by name.
@_exported import enum BatchModel.Edit
@_exported import struct BatchModel.IOSVersion
@_exported import enum BatchModel.ReferenceModel
@_exported import struct BatchModel.UIKitQuirk
@_exported import enum BatchModel.ViewFlavor
@_exported import struct BatchModel.BatchStage
@_exported import struct BatchModel.BatchUpdate
@_exported import struct BatchModel.ItemPath
@_exported import struct BatchModel.SectionedList
@_exported import struct BatchModel.UIKitException
@_exported import struct BatchModel.UIKitValidator
@_exported import class BatchModel.CollectionViewEmulator
@_exported import class BatchModel.TableViewEmulator
@_exported import struct PropertyTesting.CheckConfiguration
@_exported import struct PropertyTesting.Gen
@_exported import struct PropertyTesting.PassReport
@_exported import struct PropertyTesting.Property
@_exported import enum PropertyTesting.Verdict

/// The tool's version, printed by `batchfuzz --version` and recorded in the entries it saves.
package let batchFuzzVersion = "0.1.0"
