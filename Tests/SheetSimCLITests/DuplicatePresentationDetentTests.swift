import Foundation
import SheetSim
import Testing
@testable import SheetSimCLI
@testable import SheetSimScenario

/// A SwiftUI `presentationDetents` set that names a detent twice runs (SwiftUI takes a Set, so
/// the repeat counts once; UIKit's `detents` line does not refuse a repeat either) with a
/// warning at the line, which `check` gives too, in the same words.
@Suite struct DuplicatePresentationDetentTests {
    static let scenario = """
        os 26
        swiftUI view "content" sheet isPresented "showDetail" content "detail"
        swiftUI view "detail" presentationDetents medium, height(200pt), medium
        set binding "showDetail" = true
        wait until settled
        set presentationDetents of "detail" = medium, large, large

        """

    @Test func checkAndRunWarnAtEachRepeat() {
        let folder = ScenarioFolder()
        let file = folder.write("dup.sheet", Self.scenario)
        let check = CommandLineTool.execute(["check", file])
        let run = CommandLineTool.execute(["run", "--quiet", file])
        #expect(check.exitCode == .success)
        #expect(run.exitCode == .success)
        let warnings = """
            \(file):3:1: warning: the detent 'medium' is written twice: presentationDetents takes a Set, so it counts once
            3 | swiftUI view "detail" presentationDetents medium, height(200pt), medium
              | ^
            \(file):3:1: note: write each detent once: medium, height(200)
            \(file):6:1: warning: the detent 'large' is written twice: presentationDetents takes a Set, so it counts once
            6 | set presentationDetents of "detail" = medium, large, large
              | ^
            \(file):6:1: note: write each detent once: medium, large

            """
        #expect(check.standardError == warnings)
        #expect(run.standardError == warnings)
    }

    @Test func eachDetentOnceGivesNoWarning() {
        let detents: [SwiftUIPresentation.PresentationDetent] = [.medium, .height(200), .fraction(0.5), .large]
        #expect(DuplicatePresentationDetents.warning(for: detents, at: SourceLocation(file: "t.sheet", line: 1, column: 1)) == nil)
        #expect(DuplicatePresentationDetents.warning(for: detents + [.height(200)], at: SourceLocation(file: "t.sheet", line: 1, column: 1))?.message
                == "the detent 'height(200)' is written twice: presentationDetents takes a Set, so it counts once")
    }

    /// `--assumptions` labels the forced detent change GUESS, as the catalog labels every option
    /// observed on one release and assumed on others, and its summary says which part is which.
    @Test func theForcedDetentChangeSaysWhatIsObserved() throws {
        let info = try #require(BehaviorOptions.option(named: "swiftUIForcedDetentChangeAnimated"))
        #expect(info.confidence == .guess)
        #expect(info.summary.contains("observed on iOS 26 only (FB19252983"))
        #expect(info.summary.contains("assumed on every release before"))
    }
}
