import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimCLI

/// Input shapes that once cost the square of their size: each is parsed and run at n and 8n, and
/// the second may take at most 3 × 8 times as long (a quadratic cost takes 64 times). The time of
/// each size is the least of three runs, and a ratio over the bound is measured again (three rounds
/// at most), so a busy machine slows a size down without making it look quadratic.
@Suite(.serialized) struct LinearInputTests {
    static let growth = 8
    static let allowedRatio = 3.0 * Double(growth)

    /// The least of three timings of `body`, in seconds.
    static func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000)
        for _ in 0..<3 { best = min(best, clock.measure(body)) }
        return Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
    }

    /// Parses and runs `text(n)` and `text(8n)`; fails if the larger took quadratically longer.
    static func expectLinear(_ what: String, at n: Int, _ text: (Int) -> String, check: (ScenarioResult, Int) -> Void = { _, _ in },
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var rounds: [String] = []
        for round in 0..<3 {
            var times: [Double] = []
            for size in [n, n * growth] {
                let source = SourceFile(name: "t.sheet", text: text(size))
                var result: ScenarioResult?
                times.append(seconds {
                    let parsed = ScenarioRunner.parseFile(source, loader: nil)
                    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.prefix(3))", sourceLocation: sourceLocation)
                    result = ScenarioRunner.runToEnd(parsed.commands, file: "t.sheet")
                })
                if let result, round == 0 {
                    #expect(result.errors == nil, "\(result.errors?.diagnostics.first?.formatted ?? "")", sourceLocation: sourceLocation)
                    check(result, size)
                }
            }
            let ratio = times[1] / max(times[0], 1e-6)
            if ratio < allowedRatio { return }
            rounds.append("\(n) took \(times[0]) s, \(n * growth) took \(times[1]) s (×\(ratio))")
        }
        Issue.record("\(what): \(rounds.joined(separator: "; "))", sourceLocation: sourceLocation)
    }

    /// How many entries of `result`'s log are the callback named `name`.
    static func count(_ name: String, in result: ScenarioResult) -> Int {
        var count = 0
        for entry in result.log where entry.callback.name == name { count += 1 }
        return count
    }

    static func tabs(_ n: Int) -> String {
        let list = (0..<n).map { "\"t\($0)\"" }.joined(separator: ", ")
        return "tabBarController \"tabs\" tabs " + list + "\nrootViewController \"tabs\"\nselect tab \"t\(n - 1)\"\nwait until settled\n"
    }

    @Test func aLongTabList() {
        Self.expectLinear("tabs", at: 2_000, Self.tabs) { result, _ in
            #expect(Self.count("tabBarControllerDidSelect", in: result) == 1)
        }
    }

    /// A tab group of n tabs on an iPad, each selected in turn in the sidebar.
    static func tabGroup(_ n: Int) -> String {
        let list = (0..<n).map { "\"g\($0)\"" }.joined(separator: ", ")
        return "device \"iPad Pro 11\" landscape\nos 18\ntabBarController \"tabs\" tabs \"home\"\n"
            + "tabGroup \"library\" in \"tabs\" tabs " + list + " managingNavigationController \"libraryNav\"\nrootViewController \"tabs\"\n"
            + (0..<n).map { "select tab \"g\($0)\"\n" }.joined() + "select tab \"library\"\nwait until settled\n"
    }

    @Test func aLongTabGroupSelectedTabByTab() {
        Self.expectLinear("tab group", at: 300, Self.tabGroup) { result, n in
            #expect(Self.count("tabBarControllerDidSelectTab", in: result) == n + 1)
        }
    }

    static func swipeActions(_ n: Int) -> String {
        let titles = (0..<n).map { "\"A\($0)\"" }.joined(separator: ", ")
        return "navigationController \"nav\" root \"list\"\nrootViewController \"nav\"\nswipeActions of \"list\" trailing " + titles + "\nwait 1s\n"
    }

    @Test func aLongSwipeActionsList() {
        Self.expectLinear("swipe actions", at: 4_000, Self.swipeActions)
    }

    static func pushes(_ n: Int, waiting: Bool) -> String {
        let each = waiting ? "notAnimated\nwait 1ms\n" : "notAnimated\n"
        return "navigationController \"nav\" root \"r\"\nrootViewController \"nav\"\n"
            + (0..<n).map { "push \"c\($0)\" " + each }.joined() + "wait 1s\n"
    }

    /// One navigation controller's stack grown a controller at a time: pushed, not animated, and let
    /// finish, so the stack holds them all.
    @Test func aLongNavigationStack() {
        Self.expectLinear("pushes", at: 1_000, { Self.pushes($0, waiting: true) }) { result, n in
            #expect(Self.count("navigationControllerDidShow", in: result) == n)
        }
    }

    /// Pushes that follow each other without a wait: all but the first are refused while it runs,
    /// each declaring a controller of its own.
    @Test func manyRefusedPushes() {
        Self.expectLinear("refused pushes", at: 2_000, { Self.pushes($0, waiting: false) })
    }

    static func stackedSheets(_ n: Int) -> String {
        (0..<n).map { "present \"s\($0)\"\nwait until settled\n" }.joined()
    }

    /// Sheets stacked one over another, each presented and settled before the next.
    @Test func aDeepStackOfSheets() {
        Self.expectLinear("stacked sheets", at: 150, Self.stackedSheets) { result, n in
            #expect(Self.count("viewDidAppear", in: result) == n)
        }
    }

    /// `mark` lines typed into the REPL, each a new name to complete.
    @Test func manyMarksInTheRepl() {
        var times: [Double] = []
        let n = 2_000
        for size in [n, n * Self.growth] {
            times.append(Self.seconds {
                var session = REPLSession()
                _ = session.handle(line: "present")
                for index in 0..<size { _ = session.handle(line: "mark m\(index)") }
                #expect(session.marks.count == size)
            })
        }
        #expect(times[1] / max(times[0], 1e-6) < Self.allowedRatio, "REPL marks: \(times)")
    }

    /// A long `detents` line written largest first: the order is checked in one pass, and the
    /// run warns once.
    @Test func aLongDetentsLineOutOfOrder() {
        Self.expectLinear("detents order", at: 1_000, { n in
            "detents " + (0..<n).map { "custom(\"d\($0)\", \(n - $0)pt)" }.joined(separator: " ") + "\n"
        }) { result, _ in
            #expect(result.warnings.map(\.id) == [.detentsOutOfOrder])
        }
    }

    /// A long line written as Swift: taken apart and read again once, whatever its length.
    @Test func aLongLineWrittenAsSwift() {
        var times: [Double] = []
        for size in [1_000, 1_000 * Self.growth] {
            let text = "detents [" + (0..<size).map { ".custom(\"d\($0)\", \($0 + 1)pt)" }.joined(separator: ", ") + "]\n"
            let source = SourceFile(name: "t.sheet", text: text)
            times.append(Self.seconds {
                let parsed = ScenarioRunner.parseFile(source, loader: nil)
                #expect(parsed.diagnostics.map(\.id) == [.swiftSpelling])
            })
        }
        #expect(times[1] / max(times[0], 1e-6) < Self.allowedRatio, "Swift spelling: \(times)")
    }
}
