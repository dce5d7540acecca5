import Testing
@testable import SheetSim

/// `checkRootViewController(_:)`: the refusals of `setRootViewController(_:)` without the launch.
@Suite struct RootCheckTests {
    func app() throws -> Simulator {
        var sim = Simulator(device: .iPhone14Pro, os: .iOS16)
        try sim.declare("nav", .navigationController(root: "inbox"))
        return sim
    }

    static let roots: [(String, String?, Int)] = [
        ("nav", nil as String?, #line),
        ("unknown", nil, #line),
        ("inbox", "'inbox' is already a child of 'nav'; a view controller has one parent", #line),
        ("simulator", "'simulator' is reserved for SheetSim's own log entries", #line),
    ]

    @Test(arguments: roots)
    func refusesWhatTheChangeRefuses(root: String, refusal: String?, line: Int) throws {
        let sim = try app()
        func message(_ body: () throws -> Void) -> String? {
            do { try body(); return nil } catch { return String(describing: error) }
        }
        var changed = sim
        let setError = message { try changed.setRootViewController(root) }
        let checkError = message { try sim.checkRootViewController(root) }
        #expect(checkError == setError, "line \(line)")
        #expect((checkError != nil) == (refusal != nil), "line \(line)")
        if let refusal { #expect(checkError?.contains(refusal) == true, "line \(line)") }
    }

    @Test func checkingChangesNothing() throws {
        let sim = try app()
        try sim.checkRootViewController("nav")
        try sim.checkRootViewController("unknown")
        #expect(sim.tree.root == "presenter")
        #expect(!sim.tree.contains("unknown"))
        #expect(sim.log.isEmpty)
    }
}
