import BatchFuzzCore
import BatchModel
import Foundation
import PropertyTesting
import Testing

/// `fuzz --shard I/N`: N runners with one seed together run exactly the cases one runner runs.
@Suite struct ShardTests {
    func failingCase(_ output: String) -> Int? {
        guard let line = output.split(separator: "\n").first(where: { $0.contains("FAILURE") }),
            let range = line.range(of: "case ")
        else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    }

    @Test func shardsShareTheCasesOfOneRun() throws {
        let corpus = CLI.temporaryFolder()
        for shard in 1...3 {
            let run = try CLI.run([
                "fuzz", "--engine", "coalescer", "--flavor", "table", "--seed", "5", "--cases", "301", "--shard",
                "\(shard)/3", "--corpus", corpus,
            ])
            #expect(run.status == 0, "\(run.errors)")
            #expect(
                run.output.contains("coalescer (table): \(shard == 1 ? 101 : 100) cases, 0 failures"), "\(run.output)")
        }
    }

    @Test func theShardHoldingTheFirstFailureFindsTheSameCase() throws {
        let corpus = CLI.temporaryFolder()
        let arguments = [
            "fuzz", "--engine", "naive-coalescer", "--flavor", "table", "--seed", "5", "--cases", "3000", "--corpus",
            corpus,
        ]
        let whole = try #require(failingCase(try CLI.run(arguments).output))
        var found: [Int] = []
        for shard in 1...3 {
            let index = try #require(failingCase(try CLI.run(arguments + ["--shard", "\(shard)/3"]).output))
            #expect(index % 3 == shard - 1)
            found.append(index)
        }
        #expect(found.min() == whole)
    }

    @Test func aShardOutOfRangeIsAUsageError() throws {
        let run = try CLI.run(["fuzz", "--engine", "coalescer", "--shard", "4/3"])
        #expect(run.status == 2 && run.errors.contains("--shard expects I/N with 1 ≤ I ≤ N"))
        // A count past any matrix is refused, not a trap on the strides it would make.
        let huge = try CLI.run(["fuzz", "--engine", "coalescer", "--cases", "10", "--shard", "1/9223372036854775807"])
        #expect(huge.status == 2 && huge.errors.contains("N ≤ 1000000"), "\(huge.errors)")
    }
}
