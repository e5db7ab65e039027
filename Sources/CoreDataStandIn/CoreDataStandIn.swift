// Core Data's list-facing API where Core Data is not: what `import CoreData` gives the code that
// feeds a table from a fetched-results controller, under Apple's names and signatures, compiled
// to nothing where Core Data exists — and where UIKit exists, whose snapshot types it hands its
// delegates (`UIKitStandIn` is empty there; every platform with UIKit has Core Data). Like Core
// Data, it brings Foundation.
@_exported import Foundation
