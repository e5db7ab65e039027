import BatchFuzzCore
import BatchFuzzScreens
import Foundation
import PropertyTesting
import UIKitStandIn

/// A screen whose data arrive later, checked as `await check` checks it — the main queue's turns
/// after each gesture and where the case places them, replies delivered as steps — beside the
/// same list whose pages are there at once, checked as `check` checks it: steps a second in
/// wall time, judged in this process. The same screen without its service (each page there at
/// once) is checked as `check` checks it, with no turns and no replies.
@MainActor
func deliveryBenchmarks(_ bench: Bench) async {
    let seconds = bench.quick ? 0.5 : 2.0
    let target = FuzzTarget<ScreenActions>.screen { PagedListController(service: HeldPages()) }
    let run = target.run(FuzzConfiguration())
    guard let awaiting = target.awaiting?(run) else { return }
    let judge = awaiting.judge
    let generator = awaiting.property.generator
    let plainTarget = FuzzTarget<ScreenActions>.screen { PagedListController(service: nil) }
    let plain = plainTarget.property(plainTarget.run(FuzzConfiguration()))

    func stepsPerSecond(_ judgeOne: (ScreenActions) async -> Void, _ generator: Gen<ScreenActions>) async -> Double {
        let configuration = CheckConfiguration(seed: 1, cases: .max)
        let start = ContinuousClock.now
        var steps = 0
        var index = 0
        while ContinuousClock.now - start < .milliseconds(Int(seconds * 1000)) {
            var source = ChoiceSource(
                seed: CheckConfiguration.caseSeed(1, index), size: configuration.size(ofCase: index))
            index += 1
            guard let value = try? generator.generate(using: &source) else { continue }
            await judgeOne(value)
            steps += value.steps.count
        }
        return Double(steps) / bench.seconds(ContinuousClock.now - start)
    }

    let withTurns = await stepsPerSecond({ _ = await judge($0) }, generator)
    let withoutTurns = await stepsPerSecond(
        { value in
            var context = CaseContext()
            _ = plain.body(value, &context)
        }, plain.generator)
    bench.table(
        "A list whose pages arrive later (release, one core, \(seconds) s each, judged in process): steps a second with the main queue's turns and replies (`await check`), beside the same list whose pages are there at once (`check`)",
        ["screen", "steps/s", "ratio"],
        [
            ["paged list, await check", String(Int(withTurns)), bench.ratio(withTurns / max(1, withoutTurns))],
            ["paged list, pages at once, check", String(Int(withoutTurns)), "1.00x"],
        ])
    bench.emit([
        ("section", "\"deliveries\""), ("steps_per_s_awaiting", String(Int(withTurns))),
        ("steps_per_s_plain", String(Int(withoutTurns))),
    ])
}

/// The benchmark's service: each page is held until a step delivers it.
private struct HeldPages: Sendable {
    let replies = HeldReplies("page") { draw in (0..<draw.int(in: 1...5)).map { "Post \($0)" } }
}

/// A list that asks for a page at load and at each pull to refresh, and appends what arrives on
/// the main queue; without a service, a page is there at once.
private final class PagedListController: UITableViewController {
    private var posts = ["First"]
    private let service: HeldPages?

    init(service: HeldPages?) {
        self.service = service
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [unowned self] _ in load() }, for: .valueChanged)
        refreshControl = refresh
        load()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = posts[indexPath.row]
        return cell
    }

    private func load() {
        guard let service else { return show(["Post 0", "Post 1"]) }
        service.replies.hold { page in
            DispatchQueue.main.async { [self] in show(page) }
        }
    }

    private func show(_ page: [String]) {
        let start = posts.count
        posts += page
        tableView.insertRows(at: (start..<posts.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        refreshControl?.endRefreshing()
    }
}
