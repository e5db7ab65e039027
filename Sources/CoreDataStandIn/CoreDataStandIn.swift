// Core Data's list-facing API where Core Data is not: what `import CoreData` gives the code that
// feeds a table from a fetched-results controller, under Apple's names and signatures, compiled
// to nothing where Core Data exists. Like Core Data, it brings Foundation.
@_exported import Foundation
