import Testing
@testable import SheetSim
@testable import SheetSimScenario

@Suite("Did you mean")
struct SuggestionsTests {
    static let events = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
    static let detents = ["medium", "large", "custom"]

    struct Row: Sendable, CustomTestStringConvertible {
        var word: String
        var candidates: [String]
        var expected: String?
        var sourceLine: Int
        init(_ word: String, _ candidates: [String], _ expected: String?, _ sourceLine: Int = #line) {
            self.word = word; self.candidates = candidates; self.expected = expected; self.sourceLine = sourceLine
        }
        var testDescription: String { "\(word) → \(expected ?? "nil")" }
    }

    static let rows: [Row] = [
        Row("viewDidApear", events, "viewDidAppear"),
        Row("viewdidappear", events, "viewDidAppear"),  // case-insensitive: distance 0
        Row("veiwDidAppear", events, "viewDidAppear"),  // adjacent swap costs 1
        Row("viewDidDissapear", events, "viewDidDisappear"),
        Row("meduim", detents, "medium"),
        Row("larg", detents, "large"),
        Row("lrage", detents, "large"),
        Row("present", detents, nil),
        Row("banana", events, nil),
        Row("", detents, nil),
        Row("x", ["y", "z"], "y"),  // threshold is at least 1; ties go to the first
        Row("ab", ["ba", "ab"], "ab"),  // exact beats earlier near miss
        Row("pts", Unit.spellings, "pt"),
        Row("Hz", ["hz", "Hz"], "hz"),  // both distance 0 case-insensitively: first wins
        Row(String(repeating: "a", count: 65), [String(repeating: "a", count: 65)], nil),  // over the cap
    ]

    @Test("closest", arguments: rows)
    func closest(_ row: Row) {
        #expect(Suggestions.closest(to: row.word, among: row.candidates) == row.expected,
                sourceLocation: rowLocation(row.sourceLine))
    }

    @Test func explicitMaxDistance() {
        #expect(Suggestions.closest(to: "meduim", among: Self.detents, maxDistance: 0) == nil)
        #expect(Suggestions.closest(to: "mdm", among: Self.detents, maxDistance: 3) == "medium")
        #expect(Suggestions.closest(to: "medium", among: Self.detents, maxDistance: -1) == nil)
        #expect(Suggestions.didYouMean("larg", among: Self.detents) == "did you mean 'large'?")
    }

    @Test func distances() {
        #expect(Suggestions.distance("kitten", "sitting") == 3)
        #expect(Suggestions.distance("ca", "abc") == 3)  // OSA, not unrestricted Damerau (2)
        #expect(Suggestions.distance("ab", "ba") == 1)
        #expect(Suggestions.distance("", "abc") == 3)
        #expect(Suggestions.distance("kitten", "sitting", limit: 2) == nil)
        #expect(Suggestions.distance("a", "abcdef", limit: 2) == nil)
    }

    @Test func hugeInputsAreCheap() {
        let huge = String(repeating: "viewDidAppear", count: 100_000)
        #expect(Suggestions.closest(to: huge, among: Self.events) == nil)
        #expect(Suggestions.closest(to: "viewDidApear", among: [huge] + Self.events) == "viewDidAppear")
    }
}
