import Testing
@testable import SheetSim

/// A SwiftUI `NavigationStack`'s path over its navigation controller: what a path change asks of
/// the controller, and when a stack the user changed is written back.
@Suite struct SwiftUINavigationStackTests {
    func stack() -> SwiftUINavigationStack {
        SwiftUINavigationStack(view: "root", navigationController: "nav", pathBinding: "path")
    }

    @Test func aPathChangeAsksForTheWholeStackAtOnce() {
        var s = stack()
        #expect(s.setPath(["a", "b"], animated: true) == .setViewControllers(["root", "a", "b"], animated: true))
        s.accepted(["root", "a", "b"])
        #expect(s.setPath(["a", "b"], animated: true) == nil)
        #expect(s.setPath([], animated: false) == .setViewControllers(["root"], animated: false))
        #expect(s.path == [])
    }

    /// SwiftUI's own change is never written back; the user's is, once.
    @Test func onlyTheUsersChangeIsWrittenBack() {
        var s = stack()
        _ = s.setPath(["a", "b"], animated: true)
        s.accepted(["root", "a", "b"])
        #expect(s.writeBack(stack: ["root", "a", "b"]) == nil)
        #expect(s.writeBack(stack: ["root", "a"]) == ["a"])
        #expect(s.path == ["a"])
        #expect(s.writeBack(stack: ["root", "a"]) == nil)
    }

    /// A path set while the controller runs a transition is refused there: the binding keeps the
    /// new value, nothing is written back, and the disagreement shows.
    @Test func aRefusedChangeLeavesTheBindingAndTheStackApart() {
        var s = stack()
        _ = s.setPath(["a"], animated: true)
        s.accepted(["root", "a"])
        _ = s.setPath(["a", "b"], animated: true)
        s.accepted(["root", "a"])  // refused: the controller still holds the old stack
        #expect(s.path == ["a", "b"])
        #expect(s.writeBack(stack: ["root", "a"]) == nil)
        #expect(s.disagreement(with: ["root", "a"]))
        #expect(!s.disagreement(with: ["root", "a", "b"]))
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var path: [String]
        var refused: Bool
        var testDescription: String { "\(path)" }
    }

    static let refusals: [Refusal] = [
        Refusal(path: [], refused: false),
        Refusal(path: ["a", "b"], refused: false),
        Refusal(path: ["a", "a"], refused: true),
        Refusal(path: ["root"], refused: true),
        Refusal(path: ["a,b"], refused: true),
    ]

    @Test(arguments: refusals) func eachDestinationIsAViewOfItsOwn(_ row: Refusal) {
        #expect((stack().refusal(of: row.path) != nil) == row.refused)
    }

    @Test func dismissFromTheTopDestinationDropsItFromThePath() {
        var s = stack()
        _ = s.setPath(["a", "b"], animated: true)
        #expect(s.pathDismissing("b") == ["a"])
        #expect(s.pathDismissing("a") == [])
        #expect(s.pathDismissing("root") == nil)
        #expect(NavigationPathText.text(["a", "b"]) == "\"a, b\"")
        #expect(NavigationPathText.text([]) == "\"\"")
    }
}
