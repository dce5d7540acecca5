import SheetSim
import SheetSimTesting
import Testing

/// An empty log, typed (a bare `[]` could be any kind of log).
let noEntries: [LogEntry] = []

/// Every assertion, passing and failing; failure texts are compared exactly, because they are
/// what a user reads when a test fails.
@Suite struct LogAssertionTests {
    struct Check {
        var assertion: @Sendable () -> Bool
        /// The expected failure text, or nil when the assertion should pass.
        var failure: String?
        var line: Int

        init(_ failure: String?, line: Int = #line, _ assertion: @escaping @Sendable () -> Bool) {
            (self.assertion, self.failure, self.line) = (assertion, failure, line)
        }
    }

    static let untimedPresentation = [
        "sheet.presentationController.presentationTransitionWillBegin",
        "sheet.viewWillAppear(animated: true)",
        "sheet.viewIsAppearing(animated: true)",
        "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
        "sheet.viewDidAppear(animated: true)",
    ]

    static func run(_ checks: [Check]) {
        for check in checks {
            let reported = recording(check.assertion)
            #expect(reported.passed == (check.failure == nil), sourceLocation: row(check.line))
            #expect(reported.messages == (check.failure.map { [$0] } ?? []), sourceLocation: row(check.line))
        }
    }

    // MARK: assertLog(_:equals:timed:)

    @Test func equals() {
        Self.run([
            Check(nil) { assertLog(presentation, equals: Self.untimedPresentation) },
            Check(nil) { assertLog(noEntries, equals: []) },
            Check(nil) {
                assertLog(Array(presentation.prefix(3)), equals: [
                    "0.000ms sheet.presentationController.presentationTransitionWillBegin",
                    "0.000ms sheet.viewWillAppear(animated: true)",
                    "8.333ms sheet.viewIsAppearing(animated: true)",
                ], timed: true)
            },
            Check("""
                The log does not match the expected callbacks (1 missing, 2 unexpected).

                    sheet.presentationController.presentationTransitionWillBegin
                    sheet.viewWillAppear(animated: true)
                  + sheet.viewIsAppearing(animated: true)
                    sheet.presentationController.presentationTransitionDidEnd(completed: true)
                  - sheet.viewDidAppear(animated: false)
                  + sheet.viewDidAppear(animated: true)

                (Expected: -, Actual: +)

                Logs diverge at 8.333ms (entry 3).
                Update the expectation, or check only some callbacks with assertLog(_:containsInOrder:).
                """) {
                assertLog(presentation, equals: [
                    "sheet.presentationController.presentationTransitionWillBegin",
                    "sheet.viewWillAppear(animated: true)",
                    "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
                    "sheet.viewDidAppear(animated: false)",
                ])
            },
            Check("""
                The log does not match the expected callbacks (1 missing).

                    sheet.presentationController.presentationTransitionWillBegin
                    sheet.viewWillAppear(animated: true)
                    sheet.viewIsAppearing(animated: true)
                    sheet.presentationController.presentationTransitionDidEnd(completed: true)
                    sheet.viewDidAppear(animated: true)
                  - sheet.viewWillDisappear(animated: true)

                (Expected: -, Actual: +)

                Logs diverge after the last entry, 358.333ms (entry 5): the log ends early.
                Update the expectation, or check only some callbacks with assertLog(_:containsInOrder:).
                """) {
                assertLog(presentation, equals: Self.untimedPresentation + ["sheet.viewWillDisappear(animated: true)"])
            },
            Check("""
                The log does not match the expected callbacks (1 missing).

                  - sheet.viewWillAppear(animated: true)

                (Expected: -, Actual: +)

                Logs diverge at the start: the log is empty.
                Update the expectation, or check only some callbacks with assertLog(_:containsInOrder:).
                """) {
                assertLog(noEntries, equals: ["sheet.viewWillAppear(animated: true)"])
            },
            Check("""
                The log does not match the expected timed callbacks (1 missing, 1 unexpected).

                    0.000ms sheet.presentationController.presentationTransitionWillBegin
                    0.000ms sheet.viewWillAppear(animated: true)
                  - 16.667ms sheet.viewIsAppearing(animated: true)
                  + 8.333ms sheet.viewIsAppearing(animated: true)

                (Expected: -, Actual: +)

                Logs diverge at 8.333ms (entry 3).
                Update the expectation, or check only some callbacks with assertLog(_:containsInOrder:).
                """) {
                assertLog(Array(presentation.prefix(3)), equals: [
                    "0.000ms sheet.presentationController.presentationTransitionWillBegin",
                    "0.000ms sheet.viewWillAppear(animated: true)",
                    "16.667ms sheet.viewIsAppearing(animated: true)",
                ], timed: true)
            },
        ])
    }

    // MARK: assertLog(_:matches:)

    @Test func matchesRunOutput() {
        Self.run([
            Check(nil) {
                assertLog(presentation, matches: """

                    # Presenting the sheet
                    0.000ms sheet.presentationController.presentationTransitionWillBegin  \t
                    0.000ms sheet.viewWillAppear(animated: true)
                    8.333ms sheet.viewIsAppearing(animated: true)
                      # the animation ends

                    350.000ms sheet.presentationController.presentationTransitionDidEnd(completed: true)
                    358.333ms sheet.viewDidAppear(animated: true)


                    """)
            },
            Check(nil) {
                assertLog(Array(presentation.prefix(2)), matches: "0.000ms sheet.presentationController.presentationTransitionWillBegin\r\n0.000ms sheet.viewWillAppear(animated: true)\r\n")
            },
            Check(nil) { assertLog(noEntries, matches: "\n# nothing happens\n") },
            Check("""
                The log does not match the expected text (1 unexpected).

                    0.000ms sheet.presentationController.presentationTransitionWillBegin
                    0.000ms sheet.viewWillAppear(animated: true)
                    8.333ms sheet.viewIsAppearing(animated: true)
                    350.000ms sheet.presentationController.presentationTransitionDidEnd(completed: true)
                  + 358.333ms sheet.viewDidAppear(animated: true)

                (Expected: -, Actual: +)

                Logs diverge at 358.333ms (entry 5).
                Update the expectation, or check only some callbacks with assertLog(_:containsInOrder:).
                """) {
                assertLog(presentation, matches: """
                    0.000ms sheet.presentationController.presentationTransitionWillBegin
                    0.000ms sheet.viewWillAppear(animated: true)
                    8.333ms sheet.viewIsAppearing(animated: true)
                    350.000ms sheet.presentationController.presentationTransitionDidEnd(completed: true)
                    """)
            },
            Check("""
                The log does not match the expected text (1 missing).

                  - 0.000ms sheet.viewWillAppear(animated: true)

                (Expected: -, Actual: +)

                Logs diverge at the start: the log is empty.
                Update the expectation, or check only some callbacks with assertLog(_:containsInOrder:).
                """) {
                // An untimed line is not run output: it does not match, and the diff shows why.
                assertLog(noEntries, matches: "0.000ms sheet.viewWillAppear(animated: true)")
            },
        ])
    }

    // MARK: assertLog(_:containsInOrder:)

    @Test func containsInOrder() {
        Self.run([
            Check(nil) { assertLog(presentation, containsInOrder: [String]()) },
            Check(nil) { assertLog(noEntries, containsInOrder: [String]()) },
            Check(nil) { assertLog(presentation, containsInOrder: ["sheet.viewWillAppear", "sheet.viewDidAppear(animated: true)"]) },
            Check(nil) {
                assertLog(presentation, containsInOrder: [
                    "sheet.presentationController.presentationTransitionWillBegin",
                    "sheet.presentationController.presentationTransitionDidEnd(completed: true)",
                ])
            },
            Check("""
                The log does not contain the expected callbacks in order: sheet.viewWillAppear (2 of 2) is out of order.

                    sheet.presentationController.presentationTransitionWillBegin
                    sheet.viewWillAppear(animated: true)
                    sheet.viewIsAppearing(animated: true)
                    sheet.presentationController.presentationTransitionDidEnd(completed: true)
                    sheet.viewDidAppear(animated: true)
                  - sheet.viewWillAppear

                (Expected: -, Actual: +)

                Out of order: sheet.viewWillAppear is at 0.000ms (entry 2), before sheet.viewDidAppear (1 of 2) matched at 358.333ms (entry 5).
                Check the order of the expected callbacks.
                """) {
                assertLog(presentation, containsInOrder: ["sheet.viewDidAppear", "sheet.viewWillAppear"])
            },
            Check("""
                The log does not contain the expected callbacks in order: sheet.delegate.presentationControllerWillDismiss (2 of 3) is missing.

                    sheet.presentationController.presentationTransitionWillBegin
                    sheet.viewWillAppear(animated: true)
                  - sheet.delegate.presentationControllerWillDismiss
                    sheet.viewIsAppearing(animated: true)
                    sheet.presentationController.presentationTransitionDidEnd(completed: true)
                    sheet.viewDidAppear(animated: true)

                (Expected: -, Actual: +)

                Logs diverge at 8.333ms (entry 3).
                sheet.delegate.presentationControllerWillDismiss never occurs: check that the scenario reaches it, or leave it out.
                """) {
                assertLog(presentation, containsInOrder: [
                    "sheet.viewWillAppear", "sheet.delegate.presentationControllerWillDismiss", "sheet.viewDidAppear",
                ])
            },
            Check("""
                The log does not contain the expected callbacks in order: sheet.viewDidAppear(animated: false) (1 of 1) is missing.

                  - sheet.viewDidAppear(animated: false)
                    sheet.presentationController.presentationTransitionWillBegin
                    sheet.viewWillAppear(animated: true)
                    sheet.viewIsAppearing(animated: true)
                    sheet.presentationController.presentationTransitionDidEnd(completed: true)
                    sheet.viewDidAppear(animated: true)

                (Expected: -, Actual: +)

                Logs diverge at 0.000ms (entry 1).
                Nearest: sheet.viewDidAppear(animated: true) at 358.333ms (entry 5). sheet.viewDidAppear(animated: false) never occurs: check that the scenario reaches it, or leave it out.
                """) {
                assertLog(presentation, containsInOrder: ["sheet.viewDidAppear(animated: false)"])
            },
            Check("""
                Malformed callback pattern "viewDidAppear": there is no receiver before the method name. \
                Write "receiver.name" or "receiver.name(arguments)", e.g. "sheet.viewDidAppear" or "sheet.viewWillAppear(animated: true)".
                """) {
                assertLog(presentation, containsInOrder: ["sheet.viewWillAppear", "viewDidAppear"])
            },
        ])
    }

    // MARK: assertCount(_:of:equals:)

    @Test func count() {
        Self.run([
            Check(nil) { assertCount(presentation, of: "sheet.viewWillAppear", equals: 1) },
            Check(nil) { assertCount(presentation, of: "sheet.viewDidAppear(animated: true)", equals: 1) },
            Check(nil) { assertCount(presentation, of: "sheet.presentationController.presentationTransitionDidEnd(completed: false)", equals: 0) },
            Check("""
                Expected 0 calls to sheet.viewWillAppear, found 1.

                    sheet.presentationController.presentationTransitionWillBegin
                  + sheet.viewWillAppear(animated: true)
                    sheet.viewIsAppearing(animated: true)
                    sheet.presentationController.presentationTransitionDidEnd(completed: true)
                    sheet.viewDidAppear(animated: true)

                (Expected: -, Actual: +)

                Logs diverge at 0.000ms (entry 2).
                Update the expected count, or add arguments to the pattern to count only some calls.
                """) {
                assertCount(presentation, of: "sheet.viewWillAppear", equals: 0)
            },
            Check("""
                Expected 1 call to sheet.viewWillDisappear, found 2.

                    sheet.viewWillDisappear(animated: true)
                    sheet.viewDidDisappear(animated: true)
                  + sheet.viewWillDisappear(animated: false)

                (Expected: -, Actual: +)

                Logs diverge at 300.000ms (entry 3).
                Update the expected count, or add arguments to the pattern to count only some calls.
                """) {
                assertCount([
                    entry(0, .viewController("sheet"), .viewWillDisappear(animated: true)),
                    entry(250, .viewController("sheet"), .viewDidDisappear(animated: true)),
                    entry(300, .viewController("sheet"), .viewWillDisappear(animated: false)),
                ], of: "sheet.viewWillDisappear", equals: 1)
            },
            Check("""
                Expected 2 calls to sheet.viewDidAppear(animated: true), found 1.

                    sheet.presentationController.presentationTransitionWillBegin
                    sheet.viewWillAppear(animated: true)
                    sheet.viewIsAppearing(animated: true)
                    sheet.presentationController.presentationTransitionDidEnd(completed: true)
                    sheet.viewDidAppear(animated: true)
                  - sheet.viewDidAppear(animated: true)

                (Expected: -, Actual: +)

                Logs diverge after the last entry, 358.333ms (entry 5): the log ends early.
                Update the expected count.
                """) {
                assertCount(presentation, of: "sheet.viewDidAppear(animated: true)", equals: 2)
            },
            Check("assertCount(_:of:equals:) needs a count of 0 or more, not -1.") {
                assertCount(presentation, of: "sheet.viewDidAppear", equals: -1)
            },
            Check("""
                Malformed callback pattern "sheet.viewDidAppear(animated: true": \
                an opening parenthesis needs a closing one at the end. \
                Write "receiver.name" or "receiver.name(arguments)", e.g. "sheet.viewDidAppear" or "sheet.viewWillAppear(animated: true)".
                """) {
                assertCount(presentation, of: "sheet.viewDidAppear(animated: true", equals: 1)
            },
        ])
    }

    // MARK: assertNever(_:contains:)

    @Test func never() {
        Self.run([
            Check(nil) { assertNever(presentation, contains: "sheet.delegate.presentationControllerDidDismiss") },
            Check(nil) { assertNever(presentation, contains: "sheet.viewWillAppear(animated: false)") },
            Check("""
                Expected no calls to sheet.delegate.presentationControllerDidDismiss, found 1.

                    sheet.delegate.presentationControllerWillDismiss
                    sheet.viewWillDisappear(animated: true)
                    sheet.viewDidDisappear(animated: true)
                  + sheet.delegate.presentationControllerDidDismiss

                (Expected: -, Actual: +)

                Logs diverge at 250.000ms (entry 4).
                Each + line is an unwanted call; the lines above it show what led to it.
                """) {
                assertNever(dismissal, contains: "sheet.delegate.presentationControllerDidDismiss")
            },
            Check("""
                Expected no calls to sheet.viewWillDisappear, found 2.

                  + sheet.viewWillDisappear(animated: true)
                    sheet.viewDidDisappear(animated: true)
                  + sheet.viewWillDisappear(animated: false)

                (Expected: -, Actual: +)

                Logs diverge at 0.000ms (entry 1).
                Each + line is an unwanted call; the lines above it show what led to it.
                """) {
                assertNever([
                    entry(0, .viewController("sheet"), .viewWillDisappear(animated: true)),
                    entry(250, .viewController("sheet"), .viewDidDisappear(animated: true)),
                    entry(300, .viewController("sheet"), .viewWillDisappear(animated: false)),
                ], contains: "sheet.viewWillDisappear")
            },
            Check("""
                Malformed callback pattern "": it is empty. \
                Write "receiver.name" or "receiver.name(arguments)", e.g. "sheet.viewDidAppear" or "sheet.viewWillAppear(animated: true)".
                """) {
                assertNever(presentation, contains: "")
            },
        ])
    }

    // MARK: Reporting

    @Test func failureIsReportedAtTheCallSite() {
        let reported = recording { assertNever(dismissal, contains: "sheet.delegate.presentationControllerDidDismiss") }
        let line = #line - 1
        #expect(reported.locations.count == 1)
        #expect(reported.locations.map { "\($0.fileID)" } == [#fileID])
        #expect(reported.locations.map { "\($0.filePath)" } == [#filePath])
        #expect(reported.locations.map(\.line) == [UInt(line)])
    }

    /// The real reporter, under Swift Testing: the failure is an issue at the call site, with the
    /// message as its comment.
    @Test func liveReporterRecordsAnIssue() {
        let line = #line + 2  // The assertion's line.
        withKnownIssue {
            let passed = assertNever(dismissal, contains: "sheet.delegate.presentationControllerDidDismiss")
            #expect(!passed)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == #fileID
                && issue.comments.map(\.rawValue).first?.hasPrefix("Expected no calls to sheet.delegate") == true
        }
    }

    @Test func reportFailureUsesTheCurrentReporter() {
        let reported = recording {
            reportFailure("custom", fileID: "Module/File.swift", filePath: "/src/Module/File.swift", line: 7, column: 3)
            return false
        }
        #expect(reported.messages == ["custom"])
        #expect(reported.locations.map(\.description) == ["Module/File.swift:7:3"])
    }
}
