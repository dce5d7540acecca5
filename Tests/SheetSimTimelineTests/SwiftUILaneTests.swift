import Testing
@testable import SheetSimTimeline
@testable import SheetSimScenario
import SheetSim

/// SwiftUI views get lanes of their own: their `onAppear`/`onDisappear` as a band of time on
/// screen, binding writes as diamonds labelled with the assignment, split from their hosting
/// controllers' UIKit callbacks.
@Suite struct SwiftUILaneTests {
    @Test func eachSwiftUIViewHasALaneAfterTheControllers() throws {
        let result = try runScenario("scenarios/swiftui/navigation-dismiss-pops-pushed-view.sheet")
        let lanes = Lane.lanes(log: result.log, recording: try #require(result.recording))
        #expect(lanes.filter { $0.role == .swiftUIView }.map(\.path) == ["app", "home", "detail", "list"])
        // Each entry lands in exactly one lane, SwiftUI's in the view's, UIKit's in the controller's.
        for entry in result.log {
            let holding = lanes.filter { $0.holds(entry) }
            #expect(holding.count == 1, "\(entry)")
            #expect((holding.first?.role == .swiftUIView) == Lane.isSwiftUI(entry.callback), "\(entry)")
        }
        #expect(Lane.label(.binding("path", .path(["list"]))) == "path = \"list\"")
    }

    /// Each span runs from an onAppear to the next onDisappear, or to the end of the run.
    @Test func spansRunFromOnAppearToOnDisappear() throws {
        let result = try runScenario("scenarios/swiftui/navigation-dismiss-pops-pushed-view.sheet")
        let entries = Array(result.log.enumerated().map { (index: $0.offset, entry: $0.element) })
        let home = TimelineRenderer.onScreenSpans(of: "home", in: entries, end: result.endTime)
        let detail = TimelineRenderer.onScreenSpans(of: "detail", in: entries, end: result.endTime)
        let list = TimelineRenderer.onScreenSpans(of: "list", in: entries, end: result.endTime)
        // home is on screen from the launch until the push of the path ends.
        #expect(home.count == 1 && home[0].from == .zero && home[0].to == .zero + .milliseconds(350))
        // detail appears with the push and leaves with the dismissal's pop; list appears only then
        // and stays to the end.
        let detailGone = try #require(result.log.first { $0.receiver == .viewController("detail") && $0.callback == .onDisappear }?.time)
        #expect(detail.count == 1 && detail[0].from == .zero && detail[0].to == detailGone)
        #expect(list.count == 1 && list[0].from > .zero && list[0].to == result.endTime)
    }

    @Test func thePictureDrawsTheBandsAndTheDiamonds() throws {
        let svg = try timeline(of: "scenarios/swiftui/navigation-dismiss-pops-pushed-view.sheet").svg()
        #expect(svg.components(separatedBy: "class=\"swiftui-span\"").count - 1 == 4)
        #expect(svg.components(separatedBy: "class=\"binding-write\"").count - 1 == 2)
        #expect(svg.contains(">path = &quot;list&quot;<") || svg.contains(">path = \"list\"<"))
    }
}
