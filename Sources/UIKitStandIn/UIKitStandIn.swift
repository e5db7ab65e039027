// UIKit's list views where UIKit is not: what `import UIKit` gives list code, under Apple's names
// and signatures, compiled to nothing where UIKit exists. Like UIKit, it brings Foundation.
@_exported import Foundation
