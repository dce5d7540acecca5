import SheetSim
import SheetSimTesting
import Testing

/// SwiftUI views from a test: declared with SheetSim's own types, bindings written and read over
/// time, SwiftUI's own entries matched by typed patterns, and the app's onAppear code run by an
/// observer.
@Suite struct SwiftUITesterTests {
    static func tester(observer: (any SheetObserver)? = nil) -> TestSimulator {
        let tester = TestSimulator(device: .iPhone14Pro, os: .iOS17, exhaustivity: .off, observer: observer)
        tester.declare(SwiftUIViewDeclaration("content", .sheet(isPresented: "showDetail", onDismiss: true, content: "detail"),
                                              .sheet(item: "selected", onDismiss: true, content: "card")))
        tester.declare(SwiftUIViewDeclaration("detail", .presentationDetents([.medium, .large], selection: "size"), .task))
        tester.setRootViewController("content")
        tester.runUntilIdle()
        return tester
    }

    @Test func aSwipeWritesTheBindingBackAtTheEndThenRunsOnDismiss() {
        let reported = failures {
            let tester = Self.tester()
            tester.setBinding("showDetail", true)
            tester.runUntilIdle()
            tester.assertBinding("showDetail", equals: .bool(true))
            tester.drag(.grabber, by: 600, duration: .milliseconds(150))
            tester.runUntilIdle()
            tester.receive(.viewController("detail", .viewDidDisappear), .onDisappear(of: "detail"), .task(of: "detail", .cancel),
                           .binding(of: "content", name: "showDetail", value: .bool(false)), .onDismiss(of: "content"))
            tester.assertBinding("showDetail", equals: .bool(false))
            tester.assertBindingWrites("showDetail", [.bool(true), .bool(false)])
            tester.finish()
        }
        #expect(reported.map(\.message) == [])
    }

    /// A binding read too early fails, and says why: the library cannot go green on it.
    @Test func aBindingReadBeforeTheDismissalEndsFails() {
        let reported = failures {
            let tester = Self.tester()
            tester.setBinding("showDetail", true)
            tester.runUntilIdle()
            tester.drag(.grabber, by: 600, duration: .milliseconds(150))
            tester.advance(by: .milliseconds(100))
            tester.assertBinding("showDetail", equals: .bool(false))
            tester.finish()
        }
        #expect(reported.contains { $0.message.contains("is not the expected value") && $0.message.contains("write") }, "\(reported.map(\.message))")
    }

    @Test func writesOverTimeAreReadBack() {
        let tester = Self.tester()
        tester.setItem("selected", "1")
        tester.runUntilIdle()
        tester.setItem("selected", "2")
        tester.runUntilIdle()
        #expect(tester.bindingWrites("selected").map(\.value) == [.item("1"), .item("2")])
        #expect(tester.binding("selected") == .item("2"))
        #expect(tester.bindingWrites("selected").allSatisfy { $0.view == "content" })
        let failed = failures { tester.assertBindingWrites("selected", [.item("1")]) }
        #expect(failed.count == 1)
        tester.finish()
    }

    @Test func anUnknownBindingFailsWithADidYouMean() {
        let reported = failures {
            let tester = Self.tester()
            tester.assertBinding("showDetial", equals: .bool(false))
            tester.finish()
        }
        #expect(reported.contains { $0.message.contains("Did you mean \"showDetail\"?") }, "\(reported.map(\.message))")
    }

    /// The app's onAppear code, run by an observer, writes a binding: the sheet it asks for comes.
    @Test func anObserverRunsTheAppsOnAppearCode() {
        final class ShowsDetailOnAppear: SheetObserver {
            func handle(_ event: UIKitEvent, in app: AppContext) {
                if case .callback(.viewController("content"), .onAppear) = event { app.setBinding("showDetail", to: .bool(true)) }
            }
        }
        let reported = failures {
            let tester = Self.tester(observer: ShowsDetailOnAppear())
            tester.assertBinding("showDetail", equals: .bool(true))
            #expect(tester.state(of: "detail") != nil)
            tester.finish()
        }
        #expect(reported.map(\.message) == [])
    }

    @Test func aPatternOnAViewNoModifierPresentsStillNamesAController() {
        let reported = failures {
            let tester = Self.tester()
            tester.receive(.onAppear(of: "contnet"))
            tester.finish()
        }
        #expect(reported.contains { $0.message.contains("Did you mean \"content\"?") }, "\(reported.map(\.message))")
    }
}
