import BatchEngine
import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Testing

@Suite struct ItemPathIndexPathTests {
    @Test func convertsBothWays() {
        let path = ItemPath(section: 2, item: 7)
        #expect(path.indexPath == IndexPath(indexes: [2, 7]))
        #expect(ItemPath(path.indexPath) == path)
        #expect(ItemPath(IndexPath(indexes: [1, 2, 3])) == nil)
        #expect(ItemPath(IndexPath(index: 1)) == nil)
    }
}
