import Testing
@testable import SheetSim
@testable import SheetSimCLI
import SheetSimScenario

/// The fuzzer's context presentations: drawn in a quarter of the sessions from a stream of their
/// own, really shown, printable as scenarios, and their invariants able to fail (SheetRules 10).
struct FuzzContextPresentationTests {
    static func isContextPresent(_ step: FuzzStep) -> Bool {
        if case .action(.present(_, let configuration, _, _)) = step { return configuration.modalPresentationStyle.isContextStyle }
        return false
    }

    @Test func aQuarterOfTheSessionsPresentInAContextWithoutViolations() {
        var drawing = 0, removing = 0, barButtons = 0
        for index in 0..<300 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(31, index: index))
            guard session.actions.contains(where: Self.isContextPresent) else { continue }
            drawing += 1
            let run = SessionRunner.run(session, checkDeterminism: false)
            #expect(run.violations.isEmpty, "\(run.violations)")
            if run.log.contains(where: { ["ctx", "ctx2"].contains($0.receiver.controller) && $0.callback == .presentationTransitionDidEnd(completed: true) }) {
                removing += 1
            }
            if run.log.contains(where: { $0.receiver.controller == "barPop" && $0.callback == .presentationTransitionWillBegin }) { barButtons += 1 }
        }
        #expect((30...110).contains(drawing), "\(drawing) of 300 sessions draw a context presentation")
        #expect(removing >= drawing / 3, "only \(removing) of \(drawing) sessions showed one")
        #expect(barButtons >= 1, "no session showed a bar-button popover")
    }

    @Test func contextSessionsPrintAsScenariosThatParse() {
        var printed = 0
        for index in 0..<200 where printed < 10 {
            let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(37, index: index))
            guard session.actions.contains(where: Self.isContextPresent) else { continue }
            var parser = ScenarioParser()
            let parsed = parser.parse(SourceFile(name: "fuzz.sheet", text: scenarioText(for: session)))
            #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(parsed.diagnostics.map(\.formatted))\n\(scenarioText(for: session))")
            printed += 1
        }
        #expect(printed == 10)
    }

    static let up = ContextObservation(name: "ctx", style: .currentContext, contextName: "home", presentedHasAppeared: true,
                                       contextInHierarchy: true, contextOnScreen: false)

    @Test func theInvariantsHoldForWhatTheRulesSay() {
        var over = Self.up
        over.style = .overCurrentContext
        over.contextOnScreen = true
        var coming = Self.up
        coming.presentedHasAppeared = false
        coming.contextOnScreen = true
        var elsewhere = Self.up
        elsewhere.contextInHierarchy = false
        elsewhere.contextOnScreen = true
        var framed = Self.up
        framed.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        framed.contextFrame = Rect(x: 0.25, y: 0, width: 100, height: 100)
        for observation in [Self.up, over, coming, elsewhere, framed] {
            #expect(InvariantChecker.checkContextPresentations([observation], now: .zero).isEmpty, "\(observation)")
        }
        // A second presentation over a context another removed: it stays off screen.
        var second = over
        second.name = "ctx2"
        second.contextOnScreen = false
        #expect(InvariantChecker.checkContextPresentations([Self.up, second], now: .zero).isEmpty)
        // An overCurrentContext presentation over "detail", under a currentContext one over the
        // root that holds "detail": "detail" goes with the root's views, and comes back with them.
        let root = ContextObservation(name: "ctx2", style: .currentContext, contextName: "split", presentedHasAppeared: true,
                                      contextInHierarchy: true, contextOnScreen: false)
        var inner = over
        inner.contextName = "detail"
        inner.enclosingContexts = ["split"]
        inner.contextOnScreen = false
        #expect(InvariantChecker.checkContextPresentations([inner, root], now: .zero).isEmpty)
        inner.contextOnScreen = true
        #expect(InvariantChecker.checkContextPresentations([inner, root], now: .zero).map(\.invariant) == [.contextOffScreenExactlyWhilePresented])
    }

    /// The session the fuzzer found: an overCurrentContext presentation over "detail", then a
    /// currentContext one whose context holds "detail".
    @Test func aNestedContextSessionHoldsEveryInvariant() {
        let session = SessionGenerator.session(seed: SplitMix64.sessionSeed(4626, index: 66182), ios26: true)
        #expect(SessionRunner.run(session, checkDeterminism: false).violations.isEmpty)
    }

    @Test func aContextOnScreenUnderCurrentContextOrOffScreenOtherwiseIsAViolation() {
        var shown = Self.up
        shown.contextOnScreen = true
        var over = Self.up
        over.style = .overCurrentContext
        var hiddenEarly = Self.up
        hiddenEarly.presentedHasAppeared = false
        for observation in [shown, over, hiddenEarly] {
            #expect(InvariantChecker.checkContextPresentations([observation], now: .zero).map(\.invariant) == [.contextOffScreenExactlyWhilePresented],
                    "\(observation)")
        }
    }

    @Test func aFrameThatIsNotTheContextsIsAViolation() {
        var framed = Self.up
        framed.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        framed.contextFrame = Rect(x: 0, y: 0, width: 120, height: 100)
        #expect(InvariantChecker.checkContextPresentations([framed], now: .zero).map(\.invariant) == [.contextPresentationCoversItsContext])
    }
}
