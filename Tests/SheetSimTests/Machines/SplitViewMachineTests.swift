import Testing
@testable import SheetSim

/// The split view controller's machine on its own: events in, actions out (split view rules 3, 4, 8).
@Suite struct SplitViewMachineTests {
    static let t0 = SimInstant.zero
    static func at(_ ms: Int64) -> SimInstant { t0 + .milliseconds(ms) }
    static let landscape11 = SplitViewEnvironment(size: Size(width: 1194, height: 834), horizontalSizeClass: .regular, idiom: .pad)
    static let portrait11 = SplitViewEnvironment(size: Size(width: 834, height: 1194), horizontalSizeClass: .regular, idiom: .pad)
    static let slideOver = SplitViewEnvironment(size: Size(width: 375, height: 786), horizontalSizeClass: .compact, idiom: .pad)

    static let delegate = Receiver.delegate(of: "split")

    /// A split view controller with wrapped columns: `sidebar`, `list` (triple), `detail`, and a
    /// compact `tabs` when asked for.
    func machine(_ style: SplitViewStyle = .doubleColumn, environment: SplitViewEnvironment = landscape11, compact: Bool = false,
                 options: BehaviorOptions = .reference, os: OSProfile = .iOS17,
                 _ configure: (inout SplitViewConfiguration) -> Void = { _ in }) -> SplitViewMachine {
        var configuration = SplitViewConfiguration()
        configure(&configuration)
        var split = SplitViewMachine(name: "split", style: style, configuration: configuration, environment: environment,
                                     options: options, os: os)
        if style.isColumnStyle {
            split.columns[.primary] = SplitColumnContent(controller: "sidebar", child: "sidebarNav", isNavigationController: true)
            if style == .tripleColumn {
                split.columns[.supplementary] = SplitColumnContent(controller: "list", child: "listNav", isNavigationController: true)
            }
            split.columns[.secondary] = SplitColumnContent(controller: "detail", child: "detailNav", isNavigationController: true)
            if compact { split.columns[.compact] = SplitColumnContent(controller: "tabs", child: "tabs", isNavigationController: false) }
        } else {
            split.columns[.primary] = SplitColumnContent(controller: "profileNav", child: "profileNav", isNavigationController: true)
            split.columns[.secondary] = SplitColumnContent(controller: "detail", child: "detail", isNavigationController: false)
        }
        return split
    }

    /// The messages among `actions` for navigation controllers.
    static func navigationMessages(_ actions: [SplitViewAction]) -> [MachineMessage] {
        actions.compactMap { if case .send(let message) = $0, message.kindName == NavigationMachine.kindName { return message }; return nil }
    }

    // MARK: Display-mode changes

    @Test func theDisplayModeButtonHidesTheSidebarAnimatedWithColumnCallbacks() {
        var split = machine()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.visibleChildren == ["sidebarNav", "detailNav"])
        let begin = split.handle(.displayModeButtonTapped, at: Self.t0)
        #expect(begin == [
            .callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .secondaryOnly)),
            .callback(Self.delegate, .splitViewControllerWillHide(column: .primary)),
            .callback(.viewController("sidebarNav"), .viewWillDisappear(animated: true)),
            .completeAnimation(token: 1, after: .milliseconds(350)),
        ])
        #expect(split.displayMode == .secondaryOnly)
        // Both columns are in the window until the animation ends.
        #expect(split.visibleChildren == ["sidebarNav", "detailNav"])
        let end = split.handle(.animationCompleted(token: 1), at: Self.at(350))
        #expect(end == [.callback(.viewController("sidebarNav"), .viewDidDisappear(animated: true))])
        #expect(split.visibleChildren == ["detailNav"])
        #expect(split.state == .expanded(.secondaryOnly))
    }

    @Test func aChangeInCodeIsNotAnimatedAndSendsNoColumnCallbacks() {
        var split = machine()
        var configuration = split.configuration
        configuration.preferredDisplayMode = .secondaryOnly
        let actions = split.handle(.configurationChanged(configuration, assignsPreferredDisplayMode: true), at: Self.t0)
        #expect(actions == [
            .callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .secondaryOnly)),
            .callback(.viewController("sidebarNav"), .viewWillDisappear(animated: false)),
            .callback(.viewController("sidebarNav"), .viewDidDisappear(animated: false)),
        ])
        // Assigning the same value again changes nothing (split view rules U9, default).
        #expect(split.handle(.configurationChanged(configuration, assignsPreferredDisplayMode: true), at: Self.t0).isEmpty)
    }

    /// A setting the display mode does not depend on leaves the mode the user chose: after the
    /// button hid the sidebar, a new delegate answer or button visibility does not bring it back;
    /// a new preferred mode does.
    @Test func anUnrelatedSettingKeepsTheUsersMode() {
        var split = machine()
        _ = split.handle(.displayModeButtonTapped, at: Self.t0)
        _ = split.handle(.animationCompleted(token: 1), at: Self.at(350))
        #expect(split.displayMode == .secondaryOnly)
        var configuration = split.configuration
        configuration.topColumnForCollapsing = .primary
        configuration.displayModeButtonVisibility = .always
        #expect(split.handle(.configurationChanged(configuration, assignsPreferredDisplayMode: false), at: Self.at(400)).isEmpty)
        #expect(split.displayMode == .secondaryOnly)
        configuration.preferredDisplayMode = .oneBesideSecondary
        let actions = split.handle(.configurationChanged(configuration, assignsPreferredDisplayMode: true), at: Self.at(500))
        #expect(actions.first == .callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .oneBesideSecondary)))
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test func everyAssignmentOptionRepeatsWillChangeTo() {
        var options = BehaviorOptions.reference
        options.splitViewWillChangeOnEveryAssignment = true
        var split = machine(options: options)
        let configuration = split.configuration
        #expect(split.handle(.configurationChanged(configuration, assignsPreferredDisplayMode: true), at: Self.t0) == [
            .callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .oneBesideSecondary)),
        ])
    }

    @Test func aTapOnTheDimmedSecondaryClosesTheOverlay() {
        var split = machine(environment: Self.portrait11) { $0.preferredDisplayMode = .oneOverSecondary }
        #expect(split.splitBehavior == .overlay)
        #expect(split.displayMode == .oneOverSecondary)
        let actions = split.handle(.secondaryTapped, at: Self.t0)
        #expect(actions.first == .callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .secondaryOnly)))
        // Not dimmed: the tap reaches the content.
        _ = split.handle(.animationCompleted(token: 1), at: Self.at(350))
        let world = SplitWorld.of(split, layerSize: Size(width: 834, height: 1194))
        #expect(split.handle(.secondaryTapped, at: Self.at(400), in: world) == [.engine(.passTap(to: "detailNav", at: Point(x: 417, y: 597)))])
    }

    /// The `two…` modes exist for triple column only (split view rules 3.1): no user action of a
    /// double-column controller leads to one, under any behaviour, from any mode it can show.
    @Test func noUserActionTakesADoubleColumnControllerToTwoSidebars() {
        for behavior in [SplitBehavior.tile, .overlay, .displace] {
            for mode in behavior.allowedModes(columns: 2) {
                var split = machine(environment: Self.landscape11) {
                    $0.preferredSplitBehavior = behavior
                    $0.preferredDisplayMode = mode
                }
                #expect(split.displayMode == mode, "\(behavior) \(mode)")
                let targets = [SplitViewButtons.displayModeButtonTarget(style: .doubleColumn, mode: mode, behavior: behavior),
                               split.gestureTarget(from: mode, opening: true), split.gestureTarget(from: mode, opening: false),
                               SplitViewButtons.dimmedSecondaryTapTarget(mode)]
                for target in targets.compactMap({ $0 }) {
                    #expect(target.sidebarCount < 2, "\(behavior) \(mode) → \(target)")
                }
                _ = split.handle(.displayModeButtonTapped, at: Self.t0)
                #expect(split.displayMode.sidebarCount < 2, "\(behavior) \(mode): the button → \(split.displayMode)")
            }
        }
    }

    @Test func aSecondUserActionDuringAChangeIsRefusedWithAWarning() {
        var split = machine()
        _ = split.handle(.displayModeButtonTapped, at: Self.t0)
        let refused = split.handle(.displayModeButtonTapped, at: Self.at(100))
        #expect(refused.count == 1)
        guard case .callback(.simulator, .warning)? = refused.first else {
            Issue.record("expected a warning, got \(refused)")
            return
        }
    }

    @Test func theSecondaryOnlyButtonTogglesAndComesBack() {
        var split = machine(.tripleColumn, environment: SplitViewEnvironment(size: Size(width: 1366, height: 1024), horizontalSizeClass: .regular, idiom: .pad)) {
            $0.showsSecondaryOnlyButton = true
        }
        #expect(split.displayMode == .twoBesideSecondary)
        _ = split.handle(.secondaryOnlyButtonTapped, at: Self.t0)
        _ = split.handle(.animationCompleted(token: 1), at: Self.at(350))
        #expect(split.displayMode == .secondaryOnly)
        _ = split.handle(.secondaryOnlyButtonTapped, at: Self.at(400))
        #expect(split.displayMode == .twoBesideSecondary)
    }

    /// Launched in `secondaryOnly` under overlay (triple column, portrait), the secondary-only
    /// button opens a mode the overlay behaviour allows (split view rules 3.1, 8), the option's.
    static let overlayButtonRows: [(option: BehaviorOptions.SplitViewSecondaryOnlyButtonOverlayMode, expected: SplitDisplayMode, line: Int)] = [
        (.twoOverSecondary, .twoOverSecondary, #line),
        (.oneOverSecondary, .oneOverSecondary, #line),
    ]

    @Test func theSecondaryOnlyButtonUnderOverlayOpensAnOverlayMode() {
        for row in Self.overlayButtonRows {
            var options = BehaviorOptions.reference
            options.splitViewSecondaryOnlyButtonOverlayMode = row.option
            var split = machine(.tripleColumn, environment: Self.portrait11, options: options) { $0.showsSecondaryOnlyButton = true }
            #expect(split.splitBehavior == .overlay, sourceLocation: rowLocation(row.line))
            #expect(split.displayMode == .secondaryOnly, sourceLocation: rowLocation(row.line))
            _ = split.handle(.secondaryOnlyButtonTapped, at: Self.t0)
            #expect(split.displayMode == row.expected, sourceLocation: rowLocation(row.line))
            #expect(split.splitBehavior.allowedModes(columns: 3).contains(split.displayMode), sourceLocation: rowLocation(row.line))
            _ = split.handle(.animationCompleted(token: 1), at: Self.at(350))
            #expect(split.showsSecondaryOnlyButton, sourceLocation: rowLocation(row.line))
            _ = split.handle(.secondaryOnlyButtonTapped, at: Self.at(400))
            #expect(split.displayMode == .secondaryOnly, sourceLocation: rowLocation(row.line))
        }
    }

    @Test func showAndHideInCodeMoveToTheNearestModeWithoutColumnCallbacks() {
        var split = machine(.tripleColumn, environment: Self.landscape11)
        #expect(split.splitBehavior == .displace)
        #expect(split.displayMode == .oneBesideSecondary)
        let show = split.handle(.showColumn(.primary), at: Self.t0)
        #expect(show.contains(.callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .twoDisplaceSecondary))))
        #expect(!show.contains { if case .callback(_, .splitViewControllerWillShow) = $0 { return true }; return false })
        _ = split.handle(.animationCompleted(token: 1), at: Self.at(350))
        // show(.secondary) under displace goes back to oneBeside (the documentation's reading).
        _ = split.handle(.showColumn(.secondary), at: Self.at(400))
        #expect(split.displayMode == .oneBesideSecondary)
        _ = split.handle(.animationCompleted(token: 2), at: Self.at(750))
        // hide(.secondary) is always ignored.
        #expect(split.handle(.hideColumn(.secondary), at: Self.at(800)).isEmpty)
    }

    // MARK: Column-style collapse and expand

    @Test func aCollapseAsksForTheTopColumnThenRebuildsAndCommits() {
        var split = machine()
        let ask = split.handle(.environmentChanged(Self.slideOver), at: Self.t0)
        #expect(ask == [SplitWorld.begin, SplitWorld.ask(.splitViewControllerTopColumnForCollapsing(proposed: .secondary, answer: .secondary))])
        #expect(!split.isCollapsed)
        let rebuild = split.handle(.topColumnAnswered(.primary), at: Self.t0)
        // The primary on top: the secondary's stack stays in its own navigation controller.
        #expect(rebuild == [
            .callback(Self.delegate, .splitViewControllerWillHide(column: .secondary)),
            SplitWorld.rebuilt("sidebarNav", ["sidebar"]),
            SplitWorld.rebuilt("detailNav", ["detail"]),
            SplitWorld.finish,
            SplitWorld.committed,
        ])
        // isCollapsed stays false until the engine commits (split view rules 4.1).
        #expect(!split.isCollapsed)
        #expect(split.visibleChildren == ["sidebarNav"])
        #expect(split.handle(.layoutCommitted, at: Self.t0) == [.callback(Self.delegate, .splitViewControllerDidCollapse)])
        #expect(split.isCollapsed)
        #expect(split.topColumn == .primary)
        #expect(split.viewControllers == ["sidebarNav"])
    }

    @Test func withACompactColumnTheProposalIsCompactAndNothingIsStacked() {
        var split = machine(.tripleColumn, compact: true)
        let ask = split.handle(.environmentChanged(Self.slideOver), at: Self.t0)
        #expect(ask.last == SplitWorld.ask(.splitViewControllerTopColumnForCollapsing(proposed: .compact, answer: .compact)))
        let rebuild = split.handle(.topColumnAnswered(.compact), at: Self.t0)
        #expect(Self.navigationMessages(rebuild).isEmpty)
        #expect(rebuild.filter { if case .callback(_, .splitViewControllerWillHide) = $0 { return true }; return false }.count == 2)
        _ = split.handle(.layoutCommitted, at: Self.t0)
        #expect(split.visibleChildren == ["tabs"])
        #expect(split.viewControllers == ["tabs"])
    }

    /// The compact column shows whenever the controller is collapsed (split view rules 7): another
    /// answer from the delegate is logged but stacks nothing.
    @Test func withACompactColumnAnotherAnswerStillShowsTheCompactColumn() {
        for answer in [SplitViewColumn.primary, .supplementary, .secondary] {
            var split = machine(.tripleColumn, compact: true) { $0.topColumnForCollapsing = answer }
            let ask = split.handle(.environmentChanged(Self.slideOver), at: Self.t0)
            #expect(ask.last == SplitWorld.ask(.splitViewControllerTopColumnForCollapsing(proposed: .compact, answer: answer)))
            let rebuild = split.handle(.topColumnAnswered(answer), at: Self.t0)
            #expect(Self.navigationMessages(rebuild).isEmpty, "\(answer): \(rebuild)")
            // Every column shown leaves: none of them is on top.
            #expect(rebuild.filter { if case .callback(_, .splitViewControllerWillHide) = $0 { return true }; return false }.count == 2)
            _ = split.handle(.layoutCommitted, at: Self.t0)
            #expect(split.topColumn == .compact, "\(answer)")
            #expect(split.visibleChildren == ["tabs"], "\(answer)")
            #expect(split.viewControllers == ["tabs"], "\(answer)")
        }
    }

    @Test func anExpandAsksForTheModeShowsColumnsSeparatesAndCommits() {
        var split = machine()
        _ = split.handle(.environmentChanged(Self.slideOver), at: Self.t0)
        _ = split.handle(.topColumnAnswered(.secondary), at: Self.t0)
        _ = split.handle(.layoutCommitted, at: Self.t0)
        let ask = split.handle(.environmentChanged(Self.landscape11), at: Self.at(10))
        #expect(ask == [SplitWorld.begin,
                        SplitWorld.ask(.splitViewControllerDisplayModeForExpanding(proposed: .oneBesideSecondary, answer: .oneBesideSecondary))])
        // Collapsed with the secondary on top, the primary's navigation controller holds both stacks.
        let collapsed = SplitWorld.of(split, stacks: ["sidebarNav": ["sidebar", "detail"], "detailNav": []])
        let rebuild = split.handle(.displayModeForExpandingAnswered(.oneBesideSecondary), at: Self.at(10), in: collapsed)
        #expect(rebuild == [
            .callback(Self.delegate, .splitViewControllerWillShow(column: .primary)),
            SplitWorld.rebuilt("sidebarNav", ["sidebar"]),
            SplitWorld.rebuilt("detailNav", ["detail"]),
            SplitWorld.finish,
            SplitWorld.committed,
        ])
        #expect(split.isCollapsed)
        #expect(split.handle(.layoutCommitted, at: Self.at(10)) == [.callback(Self.delegate, .splitViewControllerDidExpand)])
        #expect(!split.isCollapsed)
    }

    @Test func columnsFirstPutsTheColumnCallsBeforeTheQuestion() {
        var options = BehaviorOptions.reference
        options.splitViewCollapseCallbackOrder = .columnsFirst
        var split = machine(options: options)
        let ask = split.handle(.environmentChanged(Self.slideOver), at: Self.t0)
        #expect(ask == [SplitWorld.begin,
                        .callback(Self.delegate, .splitViewControllerWillHide(column: .primary)),
                        SplitWorld.ask(.splitViewControllerTopColumnForCollapsing(proposed: .secondary, answer: .secondary))])
        let rebuild = split.handle(.topColumnAnswered(.secondary), at: Self.t0)
        #expect(rebuild.first == SplitWorld.rebuilt("sidebarNav", ["sidebar", "detail"]))
    }

    @Test func enteringACompactWindowCollapsesWithoutColumnCallbacksOrAppearance() {
        var split = machine(environment: Self.landscape11)
        let ask = split.handle(.willEnterWindow(Self.slideOver), at: Self.t0)
        #expect(ask == [SplitWorld.ask(.splitViewControllerTopColumnForCollapsing(proposed: .secondary, answer: .secondary))])
        #expect(split.handle(.topColumnAnswered(.secondary), at: Self.t0) ==
                [SplitWorld.rebuilt("sidebarNav", ["sidebar", "detail"]), SplitWorld.rebuilt("detailNav", []), SplitWorld.committed])
    }

    @Test func withoutADelegateNothingIsAskedAndTheProposalStands() {
        var split = machine { $0.hasDelegate = false }
        let actions = split.handle(.environmentChanged(Self.slideOver), at: Self.t0)
        #expect(actions == [SplitWorld.begin, SplitWorld.rebuilt("sidebarNav", ["sidebar", "detail"]), SplitWorld.rebuilt("detailNav", []),
                            SplitWorld.finish, SplitWorld.committed])
        #expect(split.handle(.layoutCommitted, at: Self.t0).isEmpty)
    }

    @Test func collapsedShowAndHideRestackWithoutDelegateCalls() {
        var split = machine()
        _ = split.handle(.environmentChanged(Self.slideOver), at: Self.t0)
        _ = split.handle(.topColumnAnswered(.primary), at: Self.t0)
        _ = split.handle(.layoutCommitted, at: Self.t0)
        #expect(split.handle(.showColumn(.secondary), at: Self.at(10)) ==
                [SplitWorld.begin, SplitWorld.rebuilt("sidebarNav", ["sidebar", "detail"]), SplitWorld.rebuilt("detailNav", []), SplitWorld.finish])
        #expect(split.topColumn == .secondary)
        #expect(split.handle(.hideColumn(.primary), at: Self.at(20)).isEmpty)
        _ = split.handle(.hideColumn(.secondary), at: Self.at(30))
        #expect(split.topColumn == .primary)
    }

    // MARK: Classic

    @Test func aClassicCollapseAsksThePrimaryThenCollapseSecondary() {
        var split = machine(.unspecified)
        let ask = split.handle(.environmentChanged(Self.slideOver), at: Self.t0)
        #expect(ask == [SplitWorld.begin, .askUnlogged(Self.delegate, .primaryViewControllerForCollapsing(answer: nil))])
        // The machine checks the answer, logs it, and goes on once that is done.
        let answered = split.handle(.primaryForCollapsingAnswered(nil), at: Self.t0)
        #expect(answered == [SplitWorld.told(.primaryViewControllerForCollapsing(answer: nil)),
                             SplitWorld.toSplit(.primaryForCollapsingChecked(nil))])
        let second = split.handle(.primaryForCollapsingChecked(nil), at: Self.t0)
        #expect(second == [SplitWorld.ask(.splitViewControllerCollapseSecondary("detail", onto: "profileNav", answer: false))])
        let rebuild = split.handle(.collapseSecondaryAnswered(false), at: Self.t0)
        #expect(rebuild == [.callback(.viewController("profileNav"), .collapseSecondaryViewController("detail", for: "split")),
                            SplitWorld.to("profileNav", .pushedByContainer("detail")),
                            SplitWorld.finish, SplitWorld.committed])
        #expect(split.children == ["profileNav"])
        // The classic form gets no didCollapse.
        #expect(split.handle(.layoutCommitted, at: Self.t0).isEmpty)
        #expect(split.topColumn == .secondary)
        #expect(split.collapsedSecondary == "detail")
    }

    @Test func aHandledCollapseDiscardsTheSecondaryAndShowsThePrimary() {
        var split = machine(.unspecified)
        _ = split.handle(.environmentChanged(Self.slideOver), at: Self.t0)
        _ = split.handle(.primaryForCollapsingChecked(nil), at: Self.t0)
        let rebuild = split.handle(.collapseSecondaryAnswered(true), at: Self.t0)
        #expect(rebuild == [SplitWorld.finish, SplitWorld.committed])
        _ = split.handle(.layoutCommitted, at: Self.t0)
        #expect(split.topColumn == .primary)
    }

    @Test func aClassicExpandSeparatesTheSecondary() {
        var split = machine(.unspecified)
        _ = split.handle(.environmentChanged(Self.slideOver), at: Self.t0)
        _ = split.handle(.primaryForCollapsingChecked(nil), at: Self.t0)
        _ = split.handle(.collapseSecondaryAnswered(false), at: Self.t0)
        _ = split.handle(.layoutCommitted, at: Self.t0)
        let ask = split.handle(.environmentChanged(Self.landscape11), at: Self.at(10))
        #expect(ask == [SplitWorld.begin, .askUnlogged(Self.delegate, .primaryViewControllerForExpanding(answer: nil))])
        let checked = split.handle(.primaryForExpandingChecked(nil), at: Self.at(10))
        #expect(checked == [.askUnlogged(Self.delegate, .splitViewControllerSeparateSecondaryFrom("profileNav", answer: nil))])
        // The collapse pushed the secondary onto the primary's stack: the primary pops it back.
        let collapsed = SplitWorld.of(split, stacks: ["profileNav": ["profile", "detail"]])
        let separate = split.handle(.separateSecondaryFromAnswered(nil), at: Self.at(10), in: collapsed)
        #expect(separate == [SplitWorld.told(.splitViewControllerSeparateSecondaryFrom("profileNav", answer: nil)),
                             SplitWorld.to("profileNav", .poppedByContainer),
                             .callback(.viewController("profileNav"), .separateSecondaryViewController(for: "split", answer: "detail")),
                             SplitWorld.toSplit(.secondarySeparated("detail"))])
        let commit = split.handle(.secondarySeparated("detail"), at: Self.at(10))
        #expect(commit == [SplitWorld.finish, SplitWorld.committed])
        _ = split.handle(.layoutCommitted, at: Self.at(10))
        #expect(split.children == ["profileNav", "detail"])
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test func theClassicButtonAsksTheDelegateForItsTarget() {
        var split = machine(.unspecified)
        #expect(split.handle(.displayModeButtonTapped, at: Self.t0) ==
                [SplitWorld.ask(.targetDisplayModeForAction(answer: .automatic), token: SplitUserAction.displayModeButton.token)])
        let actions = split.handle(.targetDisplayModeAnswered(.automatic, action: .displayModeButton), at: Self.t0)
        #expect(actions.first == .callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .secondaryOnly)))
    }

    /// The classic button hides where it would do nothing: its target, from the delegate's
    /// `targetDisplayModeForAction(in:)`, is the mode shown (split view rules 3.4).
    @Test func theClassicButtonHidesWhereItsTargetIsTheModeShown() {
        let rows: [(answer: SplitDisplayMode, delegate: Bool, environment: SplitViewEnvironment, shows: Bool, line: Int)] = [
            (.automatic, true, Self.landscape11, true, #line),
            (.oneBesideSecondary, true, Self.landscape11, false, #line),
            (.twoBesideSecondary, true, Self.landscape11, false, #line),
            (.secondaryOnly, true, Self.landscape11, true, #line),
            (.secondaryOnly, true, Self.portrait11, false, #line),
            (.oneOverSecondary, true, Self.portrait11, true, #line),
            // Without a delegate nothing answers: UIKit's heuristics, which always go somewhere.
            (.oneBesideSecondary, false, Self.landscape11, true, #line),
        ]
        for row in rows {
            let split = machine(.unspecified, environment: row.environment) {
                $0.targetDisplayModeForAction = row.answer
                $0.hasDelegate = row.delegate
            }
            #expect(split.showsDisplayModeButton == row.shows, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        }
    }

    /// `willShow`/`willHide` for a column are column-style delegate methods (split view rules 2.2,
    /// 4.4): a classic controller's button and rotation send `willChangeTo` only.
    @Test func aClassicControllerSendsNoColumnCallbacks() {
        func columnCalls(_ actions: [SplitViewAction]) -> [SplitViewAction] {
            actions.filter {
                switch $0 {
                case .callback(_, .splitViewControllerWillShow), .callback(_, .splitViewControllerWillHide): return true
                default: return false
                }
            }
        }
        var split = machine(.unspecified, environment: Self.portrait11)
        _ = split.handle(.displayModeButtonTapped, at: Self.t0)
        let button = split.handle(.targetDisplayModeAnswered(.automatic, action: .displayModeButton), at: Self.t0)
        #expect(button.first == .callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .oneOverSecondary)))
        #expect(columnCalls(button).isEmpty, "\(button)")
        _ = split.handle(.animationCompleted(token: 1), at: Self.at(350))
        let rotation = split.handle(.environmentChanged(Self.landscape11), at: Self.at(400))
        #expect(rotation.first == .callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .oneBesideSecondary)))
        let back = split.handle(.environmentChanged(Self.portrait11), at: Self.at(500))
        #expect(back.first == .callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .secondaryOnly)))
        #expect(columnCalls(rotation + back).isEmpty, "\(rotation + back)")
    }

    // MARK: The sidebar gesture

    func gesture(_ split: inout SplitViewMachine, to x: Double, over ms: Int64) -> [SplitViewAction] {
        _ = split.handle(.gestureBegan(TouchSample(time: Self.t0, location: Point(x: 4, y: 400))), at: Self.t0)
        var actions: [SplitViewAction] = []
        let steps: Int64 = 10
        for step in 1...steps {
            let time = Self.t0 + .milliseconds(ms * step / steps)
            let sample = TouchSample(time: time, location: Point(x: 4 + (x - 4) * Double(step) / Double(steps), y: 400))
            actions += split.handle(.gestureMoved(sample), at: time)
        }
        let end = Self.t0 + .milliseconds(ms)
        actions += split.handle(.gestureEnded(TouchSample(time: end, location: Point(x: x, y: 400))), at: end)
        return actions
    }

    @Test func aLongDragOpensTheSidebarWithBeginAndEndCalls() {
        var split = machine(environment: Self.portrait11)
        #expect(split.displayMode == .secondaryOnly)
        let actions = gesture(&split, to: 304, over: 600)  // 300 pt of a 320 pt sidebar, slowly
        #expect(actions == [
            .callback(Self.delegate, .splitViewControllerInteractivePresentationGestureWillBegin),
            .callback(.viewController("sidebarNav"), .viewWillAppear(animated: true)),
            .callback(.viewController("sidebarNav"), .viewIsAppearing(animated: true)),
            .callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .oneOverSecondary)),
            .callback(Self.delegate, .splitViewControllerWillShow(column: .primary)),
            .completeAnimation(token: 1, after: SimDuration(nanoseconds: 21_875_000)),
        ])
        let end = split.handle(.animationCompleted(token: 1), at: Self.at(622))
        #expect(end == [.callback(.viewController("sidebarNav"), .viewDidAppear(animated: true)),
                        .callback(Self.delegate, .splitViewControllerInteractivePresentationGestureDidEnd)])
        #expect(split.displayMode == .oneOverSecondary)
    }

    @Test func aShortSlowDragIsCancelledAndTheAppearanceRunsBack() {
        var split = machine(environment: Self.portrait11)
        let actions = gesture(&split, to: 84, over: 800)  // 80 pt, 100 pt/s
        #expect(!actions.contains(.callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .oneOverSecondary))))
        let end = split.handle(.animationCompleted(token: 1), at: Self.at(900))
        #expect(end == [
            .callback(.viewController("sidebarNav"), .viewWillDisappear(animated: true)),
            .callback(.viewController("sidebarNav"), .viewDidDisappear(animated: true)),
            .callback(Self.delegate, .splitViewControllerInteractivePresentationGestureDidEnd),
        ])
        #expect(split.displayMode == .secondaryOnly)
    }

    /// From `twoOverSecondary` one drag goes through `oneOverSecondary` to `secondaryOnly` (split
    /// view rules 8, DOC [S5]): past the primary's width the supplementary's is decided by the same
    /// rule; `willChangeTo` comes once, with the final mode.
    @Test func oneDragClosesTwoOverlaidSidebars() {
        var split = machine(.tripleColumn, environment: Self.portrait11) {
            $0.preferredSplitBehavior = .overlay
            $0.preferredDisplayMode = .twoOverSecondary
        }
        let actions = gesture(&split, to: -796, over: 1000)  // 800 pt back over two 320 pt sidebars, slowly
        #expect(actions == [
            .callback(Self.delegate, .splitViewControllerInteractivePresentationGestureWillBegin),
            .callback(.viewController("sidebarNav"), .viewWillDisappear(animated: true)),
            .callback(Self.delegate, .splitViewControllerWillChangeTo(displayMode: .secondaryOnly)),
            .callback(Self.delegate, .splitViewControllerWillHide(column: .primary)),
            .callback(Self.delegate, .splitViewControllerWillHide(column: .supplementary)),
            .callback(.viewController("listNav"), .viewWillDisappear(animated: true)),
            .completeAnimation(token: 1, after: .zero),
        ])
        let end = split.handle(.animationCompleted(token: 1), at: Self.at(1000))
        #expect(end == [.callback(.viewController("sidebarNav"), .viewDidDisappear(animated: true)),
                        .callback(.viewController("listNav"), .viewDidDisappear(animated: true)),
                        .callback(Self.delegate, .splitViewControllerInteractivePresentationGestureDidEnd)])
        #expect(split.displayMode == .secondaryOnly)
    }

    /// The drag stops at any of the three modes: the second step is decided by the distance past
    /// the first column, and opening from secondaryOnly works the same way ("and back").
    @Test func aDragStopsWhereItsSecondStepIsDecided() {
        let rows: [(start: SplitDisplayMode, to: Double, end: SplitDisplayMode, line: Int)] = [
            (.twoOverSecondary, -396, .oneOverSecondary, #line),   // 80 pt into the supplementary
            (.twoOverSecondary, -596, .secondaryOnly, #line),      // 280 pt into it
            (.twoOverSecondary, -96, .twoOverSecondary, #line),    // not half the primary: cancelled
            (.secondaryOnly, 404, .oneOverSecondary, #line),
            (.secondaryOnly, 604, .twoOverSecondary, #line),
        ]
        for row in rows {
            var split = machine(.tripleColumn, environment: Self.portrait11) {
                $0.preferredSplitBehavior = .overlay
                $0.preferredDisplayMode = row.start
            }
            let actions = gesture(&split, to: row.to, over: 2000)
            let changes = actions.filter { if case .callback(_, .splitViewControllerWillChangeTo) = $0 { return true }; return false }
            #expect(changes.count == (row.end == row.start ? 0 : 1), sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
            _ = split.handle(.animationCompleted(token: 1), at: Self.at(3000))
            #expect(split.displayMode == row.end, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
            #expect(split.state == .expanded(row.end), sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        }
    }

    @Test func noGestureWithoutPresentsWithGesture() {
        var split = machine(environment: Self.portrait11) { $0.presentsWithGesture = false }
        #expect(gesture(&split, to: 304, over: 300).isEmpty)
        #expect(split.displayMode == .secondaryOnly)
    }
}
