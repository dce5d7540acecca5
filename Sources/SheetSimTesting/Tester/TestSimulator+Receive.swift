import SheetSim

extension TestSimulator {
    // MARK: Asserting callbacks

    /// Asserts the next unasserted callbacks, in order.
    ///
    /// Each string is a ``CallbackPattern``: a line of `sheetsim run` output without its time
    /// (`sheet.viewWillAppear(animated: true)`) matches that entry exactly; `sheet.viewDidAppear`
    /// matches the call with any arguments. With ``Exhaustivity/on`` the patterns must match the
    /// next entries one for one (later entries may be asserted by a later `receive`); with
    /// ``Exhaustivity/off`` entries between matches are skipped. A pattern that can never match
    /// here (a misspelt name, a receiver that never gets that callback, a controller that does not
    /// exist) fails with a did-you-mean (``KnownReceivers``).
    ///
    /// On a failure the entries the diff covers count as asserted, so one mistake fails once.
    ///
    /// - Returns: Whether the callbacks matched.
    @discardableResult
    public func receive(
        _ expected: String...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        receive(expected, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Asserts the next unasserted callbacks, in order: the array form of
    /// `receive(_:)`.
    @discardableResult
    public func receive(
        _ expected: [String],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID, filePath, line, column)
        guard let patterns = parsed(expected, at: location) else { return false }
        return receive(patterns, at: location)
    }

    /// Asserts the next unasserted callbacks, in order, with typed patterns:
    /// `tester.receive(.callback(.viewWillAppear, of: "sheet"), .callback(.presentationTransitionWillBegin, of: "sheet"))`.
    @discardableResult
    public func receive(
        _ expected: CallbackPattern...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        receive(expected, at: FailureLocation(fileID, filePath, line, column))
    }

    /// The array form of `receive(_:)`.
    @discardableResult
    public func receive(
        _ expected: [CallbackPattern],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        receive(expected, at: FailureLocation(fileID, filePath, line, column))
    }

    /// Asserts that no callback came that is still to assert: with ``Exhaustivity/on``, fails
    /// if one did. In record mode (``isRecording``) the failure gives the `receive(...)` call
    /// that asserts them, ready to paste here.
    @discardableResult
    public func receive(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        receive([CallbackPattern](), at: FailureLocation(fileID, filePath, line, column))
    }

    private func receive(_ patterns: [CallbackPattern], at location: FailureLocation) -> Bool {
        guard canMatch(patterns, in: self, at: location) else { return false }
        let simulator = current
        var result: ReceiveResult
        switch exhaustivity {
        case .on: result = receiveExhaustively(patterns, simulator)
        case .off: result = receiveInOrder(patterns, simulator)
        }
        if isRecording, exhaustivity == .on, var failure = result.failure {
            // What would have passed, ready to paste; it counts as asserted, so later receives
            // are recorded from where this one ends.
            let recorded = checked(includingLayout: patterns.contains { $0.callbackName?.isLayout == true })
            failure.hint = (failure.hint.map { $0 + "\n" } ?? "") + pasteableReceive(recorded.map(\.entry))
            result.failure = failure
            result.consumed = max(result.consumed, recorded.last.map { $0.offset + 1 } ?? 0)
        }
        if result.failure == nil, exhaustivity.showsSkippedAssertions, let skipped = result.skipped {
            notice(skipped, at: location)
        }
        // An exception a passing receive matched is asserted; one a failing receive covered is
        // shown by its failure.
        let covered = assertedCount..<(assertedCount + result.consumed)
        if result.failure == nil {
            assertExceptions(at: result.matched ?? Array(covered))
        } else {
            exceptionsReported(in: covered)
        }
        assertedCount += result.consumed
        shownSkippedCount = max(shownSkippedCount, assertedCount)
        guard let failure = result.failure else { return true }
        report(failure, at: location)
        return false
    }

    /// Ends the test: with ``Exhaustivity/on``, fails if callbacks were never asserted or
    /// animations are still pending, one failure for each. Call it last, as TCA's `finish()`.
    ///
    /// With any exhaustivity it fails, too, for a controller name in the app's code's patterns
    /// that can never match: a near miss of a controller the test has (see ``ControllerName``);
    /// and for each UIKit exception (`simulator.error`) no `receive` asserted, at the line of the
    /// action that raised it, unless ``expectsUIKitExceptions``.
    ///
    /// - Returns: Whether the test ended cleanly.
    @discardableResult
    public func finish(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        let location = FailureLocation(fileID, filePath, line, column)
        guard beginFinishing(at: location) else { return false }
        let namesPassed = checkPatternNames(at: location)
        guard exhaustivity == .on else {
            if exhaustivity.showsSkippedAssertions { showSkippedAtFinish(at: location) }
            return reportUnassertedExceptions() && namesPassed
        }
        let simulator = current
        var passed = namesPassed
        if let failure = unassertedFailure(
            { "The test finished with \(counted($0, "callback")) not asserted." },
            hint: "Assert them with receive(...), or use exhaustivity: .off to check only some callbacks.") {
            passed = false
            report(withExceptionNote(failure, coveringTo: simulator.log.count), at: location)
            assertedCount = simulator.log.count
        }
        passed = reportUnassertedExceptions() && passed
        if let due = simulator.nextEventTime {
            passed = false
            let fix = "Run them with runUntilIdle() (or advance(by:)) and assert what they call with receive(...), "
                + "or use exhaustivity: .off."
            report(
                FailureMessage(
                    headline: "The test finished at \(simulator.now) with animations still pending: "
                        + "the next event is due at \(due)" + Self.windowTransitionNote(simulator) + ".",
                    hint: (simulator.state.map { "Front sheet now: \($0.summary)\n" } ?? "") + fix
                ),
                at: location
            )
        }
        return passed
    }

    // MARK: Matching

    private struct ReceiveResult {
        /// How many unasserted entries now count as asserted.
        var consumed: Int
        var failure: FailureMessage?
        /// The callbacks a non-exhaustive receive stepped over, to show when asked.
        var skipped: FailureMessage?
        /// The log positions a passing non-exhaustive receive matched; nil when it matched every
        /// entry it covers.
        var matched: [Int]?
    }

    /// The patterns against the next entries, in order; later entries are left for later.
    ///
    /// The patterns are aligned with a window of the next entries wider than the patterns
    /// (``ExhaustiveAlignment``), so a callback left out shows as one `+` line where it came,
    /// the patterns after it still find their entries, and the receive fails once.
    private func receiveExhaustively(_ patterns: [CallbackPattern], _ simulator: Simulator) -> ReceiveResult {
        let namesLayout = patterns.contains { CallbackName(rawValue: $0.name)?.isLayout == true }
        let candidates = checked(includingLayout: namesLayout).prefix(patterns.count + ExhaustiveAlignment.slack)
        let alignment = ExhaustiveAlignment(patterns, window: candidates.map(\.entry))
        let covered = candidates.prefix(alignment.covered)
        let consumed = covered.last.map { $0.offset + 1 } ?? 0
        let entriesBefore = assertedCount + (candidates.first?.offset ?? 0)
        let (missing, unexpected) = (alignment.missing, alignment.unexpected)
        guard missing + unexpected > 0 else { return ReceiveResult(consumed: consumed) }
        let counts = [missing > 0 ? "\(missing) missing" : nil, unexpected > 0 ? "\(unexpected) unexpected" : nil]
        let hint: String
        if missing > 0, candidates.count == alignment.covered, let due = simulator.nextEventTime {
            hint = "More may come later: the next event is due at \(due). "
                + "Run the clock (advance(by:), runUntilIdle()) before receive(...)."
        } else {
            hint = "Assert the callbacks in the order they happen, or use exhaustivity: .off to skip some."
        }
        let failure = FailureMessage(
            headline: "The received callbacks do not match the expected ones "
                + "(\(counts.compactMap { $0 }.joined(separator: ", "))).",
            diff: alignment.diff,
            times: covered.map(\.entry.time),
            entriesBefore: entriesBefore,
            positions: covered.map { assertedCount + $0.offset },
            hint: hint
        )
        return ReceiveResult(consumed: consumed, failure: failure)
    }

    /// The patterns in order, skipping the entries between them.
    private func receiveInOrder(_ patterns: [CallbackPattern], _ simulator: Simulator) -> ReceiveResult {
        let search = InOrderSearch(patterns, in: Array(unasserted))
        guard let missing = search.missing else {
            return ReceiveResult(consumed: search.next, skipped: steppedOver(search), matched: search.matched.map { assertedCount + $0 })
        }
        let pattern = patterns[missing]
        let view = search.failureView()
        var failure = FailureMessage(
            headline: "The expected callbacks were not received in order: \(search.missingPattern) is missing.",
            diff: view.diff,
            times: view.shown.map { search.entries[$0].time },
            entriesBefore: assertedCount,
            positions: view.shown.map { assertedCount + $0 },
            elided: view.elided,
            hint: (search.nearestSentence(firstEntry: assertedCount).map { $0 + " " } ?? "")
                + (simulator.nextEventTime.map {
                    "It may come later: the next event is due at \($0). Run the clock before receive(...)."
                } ?? "Nothing is pending: check that the test reaches it, and the order of the expected callbacks.")
        )
        if let sentence = search.outOfOrder(firstEntry: assertedCount) {
            failure.headline = "The expected callbacks were not received in order: \(search.missingPattern) is out of order."
            failure.context = sentence
            failure.hint = "Check the order of the expected callbacks."
        } else if let asserted = simulator.log[..<assertedCount].lastIndex(where: pattern.matches) {
            failure.context = "\(pattern) was already asserted: it is at \(simulator.log[asserted].time) "
                + "(entry \(asserted + 1)), before the callbacks still to assert (from entry \(assertedCount + 1))."
            failure.hint = "Assert each callback once, in the receive(...) after the action that causes it."
        }
        return ReceiveResult(consumed: search.next, failure: failure)
    }
}

extension TestSimulator: AssertableLog {
    /// The whole log, asserted or not.
    public var entriesToAssert: [LogEntry] { log }
    /// Everything the tester's simulator knows of, and the names given to `present`.
    public var knownReceivers: KnownReceivers { KnownReceivers(simulator: current, presented: presentedNames) }
}
