import Testing
@testable import SheetSimCLI

/// The containment cycles that crashed `sheetsim run`: each is an error at the line that would
/// close the cycle.
@Suite struct ContainmentCycleCommandTests {
    /// A navigation controller whose root is the on-screen split view, made that split's column.
    static let navigationAroundTheRoot = """
        device "iPad Pro 11" landscape
        splitViewController "split" doubleColumn
        column primary "sidebar"
        column secondary "detail"
        rootViewController "split"
        wait 1s
        navigationController "nav" root "split"
        column secondary "nav"
        wait until settled

        """

    /// A split view inside a split view, then showDetail in the outer one of a controller that
    /// holds it.
    static let splitInsideSplit = """
        device "iPad Pro 11" landscape
        splitViewController "inner" doubleColumn
        column primary "a"
        column secondary "b"
        navigationController "nav" root "inner"
        splitViewController "outer" doubleColumn
        column primary "side"
        column secondary "nav"
        rootViewController "outer"
        wait 1s
        navigationController "nav2" root "outer"
        showDetail "nav2" in "outer"
        wait until settled

        """

    @Test func aNavigationControllerAroundTheRootCannotBecomeItsColumn() {
        let folder = ScenarioFolder()
        let file = folder.write("nav.sheet", Self.navigationAroundTheRoot)
        let output = CommandLineTool.execute(["run", file])
        #expect(output.exitCode == .usage)
        #expect(output.standardError == "\(file):8:1: error: 'split' would contain itself\n8 | column secondary \"nav\"\n  | ^\n")
    }

    @Test func showDetailOfAControllerHoldingTheSplitViewIsRefused() {
        let folder = ScenarioFolder()
        let file = folder.write("split.sheet", Self.splitInsideSplit)
        let output = CommandLineTool.execute(["run", file])
        #expect(output.exitCode == .usage)
        #expect(output.standardError == "\(file):12:1: error: 'outer' would contain itself\n12 | showDetail \"nav2\" in \"outer\"\n   | ^\n")
    }
}
