import Testing
@testable import SheetSim

/// The classic collapse and expand on the split view controller's machine alone (split view rules
/// 4.2, 4.3): the delegate's primary checked, the secondary pushed onto the primary's navigation
/// controller and separated again, and split view quirks 1, 2 and 3.
@Suite struct SplitViewClassicMachineTests {
    static let t0 = SimInstant.zero
    static let regular = SplitViewEnvironment(size: Size(width: 1366, height: 1024), horizontalSizeClass: .regular, idiom: .pad)
    static let compact = SplitViewEnvironment(size: Size(width: 375, height: 1024), horizontalSizeClass: .compact, idiom: .pad)

    /// A classic controller: the app's `profileNav` (root `profile`) and `secondary`.
    static func classic(secondary: String = "detailNav", os: OSProfile = .iOS17,
                        _ configure: (inout SplitViewConfiguration) -> Void = { _ in }) -> SplitViewMachine {
        var configuration = SplitViewConfiguration()
        configure(&configuration)
        var split = SplitViewMachine(name: "split", style: .unspecified, configuration: configuration, environment: regular, os: os)
        split.columns[.primary] = SplitColumnContent(controller: "profileNav", child: "profileNav", isNavigationController: true)
        split.columns[.secondary] = SplitColumnContent(controller: secondary, child: secondary, isNavigationController: secondary.hasSuffix("Nav"))
        return split
    }

    /// `split` collapsed, its delegate (if any) leaving the primary and the secondary to UIKit:
    /// the primary pushed the secondary.
    static func collapsed(_ split: SplitViewMachine) -> SplitViewMachine {
        var split = split
        let world = SplitWorld.of(split)
        _ = split.handle(.environmentChanged(compact), at: t0, in: world)
        if split.hasDelegate {
            _ = split.handle(.primaryForCollapsingChecked(nil), at: t0, in: world)
            _ = split.handle(.collapseSecondaryAnswered(false), at: t0, in: world)
        }
        _ = split.handle(.layoutCommitted, at: t0)
        return split
    }

    static let primaryCallback = Receiver.viewController("profileNav")

    // MARK: Collapse

    /// The primary's `collapseSecondaryViewController(_:for:)` pushes the secondary, a navigation
    /// controller nested in another (split view quirk 3), after the push under way ends.
    @Test func theCollapsePushesTheSecondaryOntoThePrimaryAfterItsRunningPush() {
        var split = Self.classic { $0.hasDelegate = false }
        let world = SplitWorld.of(split, stacks: ["profileNav": ["profile", "settings"]],
                                  running: ["profileNav": (SplitWorld.transition(.push, from: "profile", to: "settings"), false)])
        let actions = split.handle(.environmentChanged(Self.compact), at: Self.t0, in: world)
        #expect(actions == [
            SplitWorld.begin,
            .callback(Self.primaryCallback, .collapseSecondaryViewController("detailNav", for: "split")),
            SplitWorld.to("profileNav", .transitionCutShort),
            SplitWorld.to("profileNav", .pushedByContainer("detailNav")),
            SplitWorld.warning("profileNav pushed the navigation controller detailNav onto its stack: a navigation controller nested in another (split view quirk 3)"),
            SplitWorld.finish,
            SplitWorld.committed,
        ])
        #expect(split.children == ["profileNav"])
        _ = split.handle(.layoutCommitted, at: Self.t0)
        #expect(split.state == .collapsed(top: .secondary, secondary: "detailNav"))
        #expect(split.collapsedSecondary == "detailNav")
    }

    /// A primary that is no navigation controller does nothing with the secondary, which leaves.
    @Test func aPlainPrimaryKeepsNothing() {
        var split = Self.classic { $0.hasDelegate = false }
        split.columns[.primary] = SplitColumnContent(controller: "profile", child: "profile", isNavigationController: false)
        let actions = split.handle(.environmentChanged(Self.compact), at: Self.t0, in: SplitWorld.of(split))
        #expect(actions == [SplitWorld.begin, .callback(.viewController("profile"), .collapseSecondaryViewController("detailNav", for: "split")),
                            SplitWorld.finish, SplitWorld.committed])
    }

    /// A controller the delegate returns as the primary must be free: declared, without a parent,
    /// neither the root nor the split view controller. Otherwise the machine warns, keeps the
    /// primary, and logs the question with nil, the answer that stands.
    static let primaryAnswers: [(answer: String?, kept: Bool, line: Int)] = [
        (nil, true, #line),
        ("profileNav", true, #line),     // the primary already: nothing to change, no warning
        ("settings", false, #line),      // a free controller: it becomes the primary
        ("profile", false, #line),       // in profileNav's stack: not free
        ("split", false, #line),
        ("presenter", false, #line),     // the window's root
        ("nowhere", false, #line),       // never declared
    ]

    @Test func theDelegatesPrimaryIsCheckedBeforeTheCollapseGoesOn() {
        for row in Self.primaryAnswers {
            var split = Self.classic()
            let world = SplitWorld.of(split, kinds: ["settings": .viewController])
            #expect(split.handle(.environmentChanged(Self.compact), at: Self.t0, in: world) ==
                    [SplitWorld.begin, .askUnlogged(SplitWorld.delegate, .primaryViewControllerForCollapsing(answer: nil))])
            let actions = split.handle(.primaryForCollapsingAnswered(row.answer), at: Self.t0, in: world)
            let stands: String? = row.answer == "settings" ? "settings" : nil
            var expected: [SplitViewAction] = []
            if let answer = row.answer, !row.kept, stands == nil {
                expected.append(SplitWorld.warning("split's delegate returned \(answer) as its primary, which is not a free view controller; kept profileNav"))
            }
            expected += [SplitWorld.told(.primaryViewControllerForCollapsing(answer: stands)), SplitWorld.toSplit(.primaryForCollapsingChecked(stands))]
            #expect(actions == expected, sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
        }
    }

    @Test func aCheckedPrimaryReplacesTheColumnAndIsAskedAboutTheSecondary() {
        var split = Self.classic()
        let world = SplitWorld.of(split, more: [("otherNav", ["other"])])
        _ = split.handle(.environmentChanged(Self.compact), at: Self.t0, in: world)
        let actions = split.handle(.primaryForCollapsingChecked("otherNav"), at: Self.t0, in: world)
        #expect(actions == [SplitWorld.ask(.splitViewControllerCollapseSecondary("detailNav", onto: "otherNav", answer: false))])
        #expect(split.columns[.primary] == SplitColumnContent(controller: "otherNav", child: "otherNav", isNavigationController: true))
    }

    // MARK: Expand

    /// Expands the collapsed `split` in `world` and returns what its machine did: with a delegate,
    /// from the answer to `separateSecondaryFrom:`.
    static func expand(_ split: inout SplitViewMachine, in world: SplitViewContext, delegateReturns answer: String? = nil) -> [SplitViewAction] {
        let actions = split.handle(.environmentChanged(regular), at: t0, in: world)
        guard split.hasDelegate else { return actions }
        _ = split.handle(.primaryForExpandingChecked(nil), at: t0, in: world)
        return split.handle(.separateSecondaryFromAnswered(answer), at: t0, in: world)
    }

    @Test func withoutADelegateThePrimaryPopsTheSecondaryBack() {
        var split = Self.collapsed(Self.classic { $0.hasDelegate = false })
        let world = SplitWorld.of(split, stacks: ["profileNav": ["profile", "detailNav"]], more: [("detailNav", ["detail"])])
        #expect(Self.expand(&split, in: world) == [
            SplitWorld.begin,
            SplitWorld.to("profileNav", .poppedByContainer),
            .callback(Self.primaryCallback, .separateSecondaryViewController(for: "split", answer: "detailNav")),
            SplitWorld.toSplit(.secondarySeparated("detailNav")),
        ])
        #expect(split.handle(.secondarySeparated("detailNav"), at: Self.t0) == [SplitWorld.finish, SplitWorld.committed])
        #expect(split.collapsedSecondary == nil)
    }

    /// The delegate's `separateSecondaryFrom:` first: a free controller it returns is the
    /// secondary and the primary is not asked; one that is not free is refused with a warning;
    /// `resetPrimaryStack` (SheetSim's answer for a delegate that pops the primary to its root)
    /// leaves the root alone, and the secondary the collapse took away comes back.
    @Test func theDelegatesSeparationComesFirst() {
        let world = { (split: SplitViewMachine) in
            SplitWorld.of(split, stacks: ["profileNav": ["profile", "detailNav"]], more: [("detailNav", ["detail"])], kinds: ["settings": .viewController])
        }
        var free = Self.collapsed(Self.classic())
        #expect(Self.expand(&free, in: world(free), delegateReturns: "settings") == [
            SplitWorld.told(.splitViewControllerSeparateSecondaryFrom("profileNav", answer: "settings")),
            SplitWorld.toSplit(.secondarySeparated("settings")),
        ])
        var held = Self.collapsed(Self.classic())
        #expect(Self.expand(&held, in: world(held), delegateReturns: "profile") == [
            SplitWorld.warning("split's delegate returned profile from separateSecondaryFrom:, which is not a free view controller; ignored"),
            SplitWorld.told(.splitViewControllerSeparateSecondaryFrom("profileNav", answer: nil)),
            SplitWorld.to("profileNav", .poppedByContainer),
            .callback(Self.primaryCallback, .separateSecondaryViewController(for: "split", answer: "detailNav")),
            SplitWorld.toSplit(.secondarySeparated("detailNav")),
        ])
        var reset = Self.collapsed(Self.classic { $0.separateSecondary = .resetPrimaryStack })
        #expect(Self.expand(&reset, in: world(reset)) == [
            SplitWorld.rebuilt("profileNav", ["profile"]),
            SplitWorld.told(.splitViewControllerSeparateSecondaryFrom("profileNav", answer: nil)),
            .callback(Self.primaryCallback, .separateSecondaryViewController(for: "split", answer: nil)),
            SplitWorld.toSplit(.secondarySeparated("detailNav")),
        ])
    }

    /// Split view quirk 1 (iOS 13, OBS [S25]): the popped secondary navigation controller's top
    /// navigation item stays in the primary's bar; iOS 14 has no such leak.
    @Test func iOS13LeavesTheSecondarysNavigationItemInThePrimarysBar() {
        for os in [OSProfile.iOS13, .iOS14] {
            var split = Self.collapsed(Self.classic(secondary: "postNav", os: os) { $0.hasDelegate = false })
            let world = SplitWorld.of(split, stacks: ["profileNav": ["profile", "postNav"]], more: [("postNav", ["post", "comments"])])
            var expected: [SplitViewAction] = [
                SplitWorld.begin,
                SplitWorld.to("profileNav", .poppedByContainer),
                .callback(Self.primaryCallback, .separateSecondaryViewController(for: "split", answer: "postNav")),
            ]
            if os == .iOS13 {
                expected += [SplitWorld.to("profileNav", .barKeptItem("comments")),
                             SplitWorld.warning("iOS 13: the navigation bar of profileNav still shows the navigation item of comments after the expand (split view quirk 1)")]
            }
            expected.append(SplitWorld.toSplit(.secondarySeparated("postNav")))
            #expect(Self.expand(&split, in: world) == expected, "\(os)")
        }
    }

    /// Split view quirk 2 (iOS 12, OBS [S25]): the secondary the collapse took away is being popped
    /// off the primary when the expand comes. iOS 12 raises a hierarchy inconsistency and the
    /// secondary column stays empty; later releases end the pop first and take the secondary back.
    @Test func iOS12RaisesWhenTheExpandComesDuringThePop() {
        for os in [OSProfile.iOS12, .iOS13] {
            var split = Self.collapsed(Self.classic(os: os) { $0.hasDelegate = false })
            let world = SplitWorld.of(split, stacks: ["profileNav": ["profile"]],
                                      running: ["profileNav": (SplitWorld.transition(.pop, from: "detailNav", to: "profile"), false)],
                                      more: [("detailNav", ["detail"])])
            var expected: [SplitViewAction] = [
                SplitWorld.begin,
                .callback(Self.primaryCallback, .separateSecondaryViewController(for: "split", answer: nil)),
            ]
            if os == .iOS12 {
                expected += [
                    .callback(.simulator, .error("UIViewControllerHierarchyInconsistency: child view controller: detailNav should have parent view controller: profileNav but requested parent is: split (split view quirk 2)")),
                    SplitWorld.to("profileNav", .transitionCutShort),
                    SplitWorld.warning("split expanded without a secondary view controller; its secondary column is empty"),
                    SplitWorld.toSplit(.secondarySeparated(nil)),
                ]
            } else {
                expected += [SplitWorld.to("profileNav", .transitionCutShort), SplitWorld.toSplit(.secondarySeparated("detailNav"))]
            }
            #expect(Self.expand(&split, in: world) == expected, "\(os)")
        }
    }
}
