import Testing
@testable import SheetSimCLI
import SheetSimScenario

/// REPL completion of SwiftUI names: after a slot that takes a view or a binding, the names
/// declared so far of the right kind; and no implicit `presenter` or `sheet` in a session whose
/// window's root is a SwiftUI view.
@Suite struct SwiftUINameCompletionTests {
    static let session = [
        "swiftUI view \"content\" sheet isPresented \"showDetail\" content \"detail\" sheet item \"selected\" content \"message\"",
        "swiftUI view \"detail\" presentationDetents medium, large selection \"size\"",
        "swiftUI view \"list\" navigationStack root \"mailboxes\" path \"path\"",
    ]

    struct Row: Sendable {
        let line: Int
        let typed: String
        let candidates: [String]
    }

    static let rows: [Row] = [
        Row(line: #line, typed: "set presentationDetents of \"", candidates: ["\"detail\""]),
        Row(line: #line, typed: "set binding \"", candidates: ["\"showDetail\"", "\"size\""]),
        Row(line: #line, typed: "set binding \"sh", candidates: ["\"showDetail\""]),
        Row(line: #line, typed: "set item \"", candidates: ["\"selected\""]),
        Row(line: #line, typed: "set path \"", candidates: ["\"path\""]),
        Row(line: #line, typed: "dismiss from \"", candidates: ["\"content\"", "\"detail\"", "\"list\"", "\"mailboxes\"", "\"message\""]),
        Row(line: #line, typed: "expect state binding \"", candidates: ["\"showDetail\""]),
        Row(line: #line, typed: "expect state selection \"", candidates: ["\"size\""]),
        Row(line: #line, typed: "expect state item \"", candidates: ["\"selected\""]),
        Row(line: #line, typed: "expect state path \"", candidates: ["\"path\""]),
        Row(line: #line, typed: "expect state restingDetentIdentifier of \"", candidates: ["\"content\"", "\"detail\"", "\"list\"", "\"mailboxes\"", "\"message\""]),
    ]

    @Test(arguments: rows)
    func offersTheDeclaredNamesOfTheRightKind(_ row: Row) {
        var repl = REPLSession()
        for line in Self.session {
            let output = repl.handle(line: line)
            #expect(!output.standardError.contains("error"), "\(line): \(output.standardError)")
        }
        let offered = repl.completions(for: row.typed).candidates.map(\.text).sorted()
        #expect(offered == row.candidates, "line \(row.line)")
    }

    /// An unnamed `present` in a SwiftUI session presents the implicit `sheet`: offered then.
    @Test func anUnnamedPresentOffersTheImplicitSheet() {
        var repl = REPLSession()
        _ = repl.handle(line: Self.session[0])
        #expect(!repl.completions(for: "expect state topY of \"").candidates.map(\.text).contains("\"sheet\""))
        _ = repl.handle(line: "present")
        #expect(repl.completions(for: "expect state topY of \"").candidates.map(\.text).contains("\"sheet\""))
    }

    /// Without SwiftUI views the implicit controllers are still offered.
    @Test func aUIKitSessionStillOffersPresenterAndSheet() {
        let repl = REPLSession()
        let offered = repl.completions(for: "expect state topY of \"").candidates.map(\.text)
        #expect(offered.contains("\"presenter\"") && offered.contains("\"sheet\""))
    }
}
