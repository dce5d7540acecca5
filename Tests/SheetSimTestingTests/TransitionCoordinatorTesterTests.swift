import SheetSim
import SheetSimTesting
import Testing

/// The transition coordinator from a test: an observer asks for a controller's coordinator inside
/// a callback and registers on it; the tester's action makes a standing registration.
@Suite struct TransitionCoordinatorTesterTests {
    /// Registers in the sheet's viewWillDisappear, as apps do, and notes what the coordinator was.
    final class WatchesTheSwipe: SheetObserver {
        var hadCoordinator: [Bool] = []

        func handle(_ event: UIKitEvent, in app: AppContext) {
            switch event {
            case .callback(.viewController("sheet"), .viewWillDisappear):
                let coordinator = app.transitionCoordinator(of: "sheet")
                hadCoordinator.append(coordinator != nil)
                coordinator?.animateAlongsideTransition()
                coordinator?.notifyWhenInteractionChanges()
            case .callback(.viewController("sheet"), .viewDidAppear):
                // Outside any transition's start: after the presentation's end there is none.
                hadCoordinator.append(app.transitionCoordinator(of: "sheet") != nil)
            default:
                break
            }
        }
    }

    @Test func anObserverRegistersInViewWillDisappearAndSeesTheCancel() {
        let watcher = WatchesTheSwipe()
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off, observer: watcher)
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.drag(.grabber, by: 120, duration: .milliseconds(600))
            tester.runUntilIdle()
            tester.receive(
                .exactly(.animateAlongsideTransition(isInteractive: true, isCancelled: false), of: "sheet"),
                .exactly(.notifyWhenInteractionChanges(isInteractive: false, isCancelled: true), of: "sheet"),
                .viewController("sheet", .viewWillAppear),
                .presentationController(of: "sheet", .dismissalTransitionDidEnd),
                .exactly(.animateAlongsideTransitionCompletion(isInteractive: false, isCancelled: true), of: "sheet")
            )
            tester.finish()
        }
        #expect(reported.map(\.message) == [])
        // The presentation's viewDidAppear comes after its transition ended (the completion follows
        // presentationTransitionDidEnd by default): no coordinator. viewWillDisappear at the
        // crossing has one, and so has the cancel's viewDidAppear, which comes before its end.
        #expect(watcher.hadCoordinator == [false, true, true])
    }

    @Test func theTestersActionIsAStandingRegistration() {
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off)
            tester.registerOnTransitionCoordinator(of: "sheet", in: .viewWillAppear, .animateAlongside)
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive(
                .transitionCoordinator(of: "sheet", .animateAlongsideTransition),
                .presentationController(of: "sheet", .presentationTransitionDidEnd),
                .transitionCoordinator(of: "sheet", .animateAlongsideTransitionCompletion)
            )
            tester.finish()
        }
        #expect(reported.map(\.message) == [])
    }

    @Test func aMisspeltCoordinatorPatternFails() {
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off)
            tester.registerOnTransitionCoordinator(of: "sheet", in: .viewWillAppear, .animateAlongside)
            tester.present("sheet", configuration: mediumLarge)
            tester.runUntilIdle()
            tester.receive("sheet.transitionCoordinator.viewDidAppear")
            tester.finish()
        }
        #expect(!reported.isEmpty)
    }
}

/// The example of AppCodeInCallbacks.md, "The transition coordinator", run as written.
@Suite struct TransitionCoordinatorArticleExampleTests {
    final class SavesDraftUnlessCancelled: SheetObserver {
        func handle(_ event: UIKitEvent, in app: AppContext) {
            if case .callback(.viewController("compose"), .viewWillDisappear) = event {
                app.transitionCoordinator(of: "compose")?.notifyWhenInteractionChanges()
                app.transitionCoordinator(of: "compose")?.animateAlongsideTransition()
            }
        }
    }

    @Test func theArticlesExamplePasses() throws {
        let reported = failures {
            let tester = TestSimulator(exhaustivity: .off, observer: SavesDraftUnlessCancelled())
            tester.present("compose")
            tester.runUntilIdle()
            tester.drag(.grabber, by: 120, duration: .milliseconds(600))    // released short: cancelled
            tester.runUntilIdle()
            tester.receive(
                .exactly(.notifyWhenInteractionChanges(isInteractive: false, isCancelled: true), of: "compose"),
                .viewController("compose", .viewWillAppear),
                .exactly(.animateAlongsideTransitionCompletion(isInteractive: false, isCancelled: true), of: "compose")
            )
        }
        #expect(reported.map(\.message) == [])
        let article = try DocumentedExamplesTests.read("Sources/SheetSimTesting/SheetSimTesting.docc/AppCodeInCallbacks.md")
        for line in ["let tester = TestSimulator(exhaustivity: .off, observer: SavesDraftUnlessCancelled())",
                     "app.transitionCoordinator(of: \"compose\")?.notifyWhenInteractionChanges()",
                     "tester.drag(.grabber, by: 120, duration: .milliseconds(600))    // released short: cancelled",
                     ".exactly(.notifyWhenInteractionChanges(isInteractive: false, isCancelled: true), of: \"compose\"),"] {
            #expect(article.contains(line), "the article no longer shows: \(line)")
        }
    }
}
