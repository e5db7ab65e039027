import BatchFuzzCore
import Foundation
import Testing

/// The scan that refuses an entry past the item bound before it is decoded.
struct OversizedCaseScanTests {
    func scan(_ text: String, past limit: Int = 3) -> String? {
        OversizedCaseScan.firstArray(in: Data(text.utf8), past: limit).map { "\($0.field) \($0.count)" }
    }

    @Test func findsTheFirstArrayOfTheCasePastTheBoundAndNamesIt() {
        #expect(scan(#"{"case":{"sections":[1,2,3],"steps":[{"a":[1]},{"a":[1,2,3,4]}]}}"#) == "case.steps[1].a 4")
        #expect(scan(#"{"case":[1,2,3,4]}"#) == "case 4")
        #expect(scan(#"{"case":{"objects":[{},{},{},{}]}}"#) == "case.objects 4")
    }

    @Test func leavesWhatIsWithinTheBoundOrOutsideTheCase() {
        #expect(scan(#"{"case":{"sections":[1,2,3]},"draws":[1,2,3,4,5]}"#) == nil)
        #expect(scan(#"{"case":{"sections":[]}}"#) == nil)
        // Commas, brackets and escaped quotes inside strings are not elements.
        #expect(scan(#"{"case":{"names":["a,b,c,d", "[1,2,3,4]", "\",\",\","]}}"#) == nil)
        #expect(scan(#"{"case":{"names":["a", "b", "c", "d"]}}"#) == "case.names 4")
        // Malformed JSON is the decoder's to name.
        #expect(scan(#"{"case":{"sections":[1,2"#) == nil)
        #expect(scan("]]]") == nil)
    }
}
