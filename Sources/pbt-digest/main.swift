import PropertyTesting

// Prints a digest of everything the engine derives from a seed: the draws and values of
// random cases from several generators, and a shrunk counterexample. The determinism test runs
// it in separate processes (each with its own hash seed) and compares the digests.
//
// Usage: pbt-digest [seed] [cases]

/// FNV-1a, 64 bits: a stable digest with no hashing seed in it.
struct Digest {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    mutating func mix(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }
}
var digest = Digest()

let arguments = CommandLine.arguments.dropFirst().compactMap { UInt64($0) }
let seed = arguments.first ?? 2026
let cases = Int(arguments.dropFirst().first ?? 300)

let ints = Gen<Int>.int
let lists = Gen<[[Int]]>.array(of: .array(of: .int(in: -50...50)))
let tree = Gen<Int>.recursive(maxDepth: 3, leaf: .int(in: 0...9)) { sub in
    [Gen.zip(sub, sub).map { $0.0 &* 31 &+ $0.1 }]
}
let weighted = Gen<String>.frequency([(1, .constant("rare")), (5, Gen.element(of: ["a", "b", "c"]))])
let commands = Gen<[Int]>.commands(from: 0, length: 0...20) { depth in
    depth < 5 ? Gen<Int>.int(in: 0...depth + 1) : nil
} apply: { depth, command in
    depth + (command > 0 ? 1 : 0)
}

let configuration = CheckConfiguration(seed: seed)
for index in 0..<cases {
    var source = ChoiceSource(seed: CheckConfiguration.caseSeed(seed, index), size: configuration.size(ofCase: index))
    let values =
        "\(try! ints.generate(using: &source)) \(try! lists.generate(using: &source)) "
        + "\(try! tree.generate(using: &source)) \(try! weighted.generate(using: &source)) \(try! commands.generate(using: &source))"
    digest.mix(values)
    digest.mix("\(source.draws)")
}
let property = Property("digest", Gen<[Int]>.array(of: .int(in: -1000...1000))) { $0.reduce(0, &+) < 1500 }
if let counterexample = check(property, CheckConfiguration(seed: seed, cases: 1_000, log: { _ in })).counterexample {
    digest.mix("\(counterexample.draws) \(counterexample.caseDescription) \(counterexample.shrinkEvaluations)")
}
print(String(digest.value, radix: 16))
