import BatchEngine
import BatchFuzzCore
import BatchModel
import PropertyTesting
import Testing

/// Configurations are values a Swift 6 test can share: `static let`, and arguments of a
/// parameterised test.
@Suite struct SendableConfigurationTests {
    static let quick = FuzzConfiguration(cases: 300, seed: 1, readsEnvironment: false)
    static let iOS13 = FuzzConfiguration(
        cases: 300, seed: 2, oracle: .init(strict: true, deploymentTarget: IOSVersion(13)), readsEnvironment: false)

    @Test(arguments: [quick, iOS13])
    func theCoalescerPassesUnderEachConfiguration(configuration: FuzzConfiguration) throws {
        let report = try FuzzCheck.check(.coalescer(BatchCoalescer()), configuration: configuration)
        #expect(report.cases == 300)
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func parameterisedSeeds(seed: UInt64) throws {
        var configuration = Self.quick
        configuration.check.seed = seed
        let report = try FuzzCheck.check(.differ(BatchDiffer()), configuration: configuration)
        #expect(report.seed == seed)
    }
}
