/// The testing library's figures: a `receive` after each of 1,000 drags, and a typical test.
///
/// They are measured by `sheetsim-tester-bench`, a program of this package built beside
/// `sheetsim`, because SheetSimTesting links XCTest and Swift Testing, and with them Foundation:
/// linking it here would load them at every start of `sheetsim`, whose start the catalog figure
/// times. The helper runs the library as a user's test does, in the configuration it was built
/// in — so a debug build gives a user's debug test times — and prints `name: value` lines,
/// which are read back here.
enum TesterBench {
    /// The figures the helper prints, in order.
    static let names = [
        "tester_build", "tester_drags", "tester_drags_with_receive_ms", "tester_drags_alone_ms", "tester_receive_ms",
        "typical_test_ms",
    ]

    /// The helper's figures, or each one unavailable with the reason.
    static func figures(quick: Bool) -> [(String, BenchFigure)] {
        let folder = SystemIO.executablePath.map { path in String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) } ?? "."
        let helper = folder + "/sheetsim-tester-bench"
        guard SystemIO.kind(of: helper) == .file else {
            return unavailable("no sheetsim-tester-bench beside sheetsim; build it: swift build [-c release] --product sheetsim-tester-bench")
        }
        switch ChildProcess.run([helper] + (quick ? ["--quick"] : [])) {
        case .failure(.couldNotStart(let reason)):
            return unavailable("sheetsim-tester-bench could not be started: \(reason)")
        case .success(let result):
            return figures(from: result)
        }
    }

    /// The figures in the helper's output, in ``names`` order; one it did not print is unavailable.
    static func figures(from result: ChildProcess.Result) -> [(String, BenchFigure)] {
        guard result.exitStatus == 0 else {
            let reason = (result.standardOutput + result.standardError).split(separator: "\n").last.map(String.init) ?? "no output"
            return unavailable("sheetsim-tester-bench exited with status \(result.exitStatus): \(reason)")
        }
        var printed: [String: BenchFigure] = [:]
        for line in result.standardOutput.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            let decimals = value.firstIndex(of: ".").map { value.distance(from: $0, to: value.endIndex) - 1 } ?? 0
            printed[String(line[..<colon])] = Double(value).map { .value($0, decimals: decimals) } ?? .word(String(value))
        }
        return names.map { ($0, printed[$0] ?? .unavailable("sheetsim-tester-bench did not print it")) }
    }

    private static func unavailable(_ reason: String) -> [(String, BenchFigure)] {
        names.map { ($0, .unavailable(reason)) }
    }
}
