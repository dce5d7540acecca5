import Foundation
import Testing
import SheetSim
import SheetSimScenario
@testable import SheetSimTimeline

/// The pictures of every catalog scenario: well-formed, complete, and the same bytes every run.
@Suite struct TimelineDocumentTests {
    static let catalog = (try? catalogScenarios()) ?? []

    @Test func theCatalogIsFound() {
        #expect(Self.catalog.count >= 40)
    }

    /// The log entries the callback lanes mark: all but the layout callbacks, with their log indices.
    static func laneEntries(_ timeline: Timeline) -> [(index: Int, entry: LogEntry)] {
        timeline.log.enumerated().filter { !$0.element.callback.callbackName.isLayout }.map { ($0.offset, $0.element) }
    }

    @Test(arguments: catalog)
    func svgIsWellFormedWithOneMarkerPerLogEntry(_ path: String) throws {
        let timeline = try timeline(of: path)
        let document = try parseXML(timeline.svg())
        #expect(document.elements.first?.name == "svg")
        let markers = document.all("g", class: "callback")
        let entries = Self.laneEntries(timeline)
        #expect(markers.count == entries.count)
        // In log order, each carrying its log line as the tooltip and its index in the log.
        #expect(markers.map { $0.attributes["data-i"] } == entries.map { String($0.index) })
        let titles = document.elements.indices.filter { document.elements[$0].name == "g" && document.elements[$0].attributes["class"] == "callback" }
            .map { document.elements[$0 + 1].text }
        #expect(titles == entries.map { LogText.line($0.entry) })
        // The layout callbacks are the view-height track's ticks: one per instant views were laid out
        // (a picture of split view controllers alone has no sheet tracks, so none).
        let passes = Set(timeline.log.filter { $0.callback == .viewDidLayoutSubviews }.map(\.time))
        let sheetTracks = !timeline.recording.tracks.isEmpty || timeline.recording.splitViewTracks.isEmpty
        #expect(document.all("g", class: "layout-pass").count == (sheetTracks ? passes.count : 0))
        #expect(document.all("path", class: "view-height").count == timeline.recording.tracks.filter { !$0.samples.isEmpty }.count)
    }

    @Test(arguments: catalog)
    func htmlIsWellFormedWithOneRowPerLogEntry(_ path: String) throws {
        let timeline = try timeline(of: path)
        let document = try parseXML(timeline.html())
        #expect(document.elements.first?.name == "html")
        #expect(document.all("svg").count == 1)
        #expect(document.all("g", class: "callback").count == Self.laneEntries(timeline).count)
        let rows = document.all("tr").filter { $0.attributes["data-i"] != nil }
        #expect(rows.count == timeline.log.count)
        #expect(document.all("script").count == 1)
    }

    @Test func theSameRunGivesTheSameBytes() throws {
        let path = "scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet"
        let first = try timeline(of: path), second = try timeline(of: path)
        #expect(first.svg() == second.svg())
        #expect(first.html() == second.html())
        #expect(first.svg().utf8.count > 10_000)
    }

    /// Self-contained: nothing is fetched. The only URIs are the SVG and XHTML namespace names,
    /// and the only references are to the picture's own patterns and markers.
    @Test(arguments: ["scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet",
                      "scenarios/environment/stacked-sheets.sheet"])
    func nothingExternal(_ path: String) throws {
        let html = try timeline(of: path).html()
        let document = try parseXML(html)
        for element in document.elements {
            #expect(element.attributes["src"] == nil, "\(element.name) has src")
            #expect(element.attributes["href"] == nil && element.attributes["xlink:href"] == nil, "\(element.name) has href")
            for (name, value) in element.attributes where value.contains("url(") {
                #expect(value.hasPrefix("url(#"), "\(element.name) \(name)=\(value)")
            }
        }
        let uris = html.components(separatedBy: "http").dropFirst().map { "http" + $0.prefix(while: { $0 != "\"" }) }
        #expect(Set(uris) == ["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xhtml"])
        #expect(!html.contains("@import"))
    }

    @Test func detentLinesCarryTheirNames() throws {
        let timeline = try timeline(of: "scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet")
        let document = try parseXML(timeline.svg())
        let lines = document.all("line", class: "detent")
        #expect(Set(lines.compactMap { $0.attributes["data-detent"] }) == ["medium", "large"])
        #expect(lines.first { $0.attributes["data-detent"] == "medium" }?.attributes["data-offset"] == "398.56")
        #expect(lines.first { $0.attributes["data-detent"] == "large" }?.attributes["data-offset"] == "69")
        let labels = document.all("text", class: "detent-label").map(\.text)
        #expect(labels == ["large 69 pt", "medium 398.56 pt", "off screen 852 pt"])
        #expect(document.all("line", class: "off-screen").count == 1)
    }

    /// The lanes the issue names, in order, even when empty: the sheet delegate's lane stays
    /// empty on a cancelled swipe, and that emptiness is the picture's point.
    @Test func oneLanePerReceiver() throws {
        let document = try parseXML(try timeline(of: "scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet").svg())
        let lanes = document.all("g", class: "lane")
        #expect(lanes.map { $0.attributes["data-receiver"] ?? "" }
                == ["presenter", "sheet", "sheet.presentationController", "sheet.delegate", "sheet.delegate"])
        let kinds = document.all("text").map(\.text)
        #expect(kinds.contains("UIAdaptivePresentationControllerDelegate"))
        #expect(kinds.contains("UISheetPresentationControllerDelegate"))
    }

    /// The drag's release: where the sheet was, the projection and the decision, as numbers.
    @Test func theReleaseIsMarkedWithItsProjection() throws {
        let document = try parseXML(try timeline(of: "scenarios/gestures/flick-past-a-detent.sheet").svg())
        let releases = document.all("g", class: "release")
        #expect(releases.count == 1)
        let texts = document.all("text").map(\.text)
        #expect(texts.contains("v -1200 pt/s · p 269.2 pt → large (flick)"))
        #expect(document.all("g", class: "touches").count == 1)
    }

    /// The page works without a mouse: every log row and every callback tick takes the keyboard
    /// focus, and focus marks the moment as pointing does. A narrow window scrolls the picture
    /// rather than shrinking its text below the size it was drawn at.
    @Test func thePageWorksFromTheKeyboard() throws {
        let html = try timeline(of: "scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet").html()
        let page = try parseXML(html)
        let rows = page.all("tr").filter { $0.attributes["data-i"] != nil }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.attributes["tabindex"] == "0" })
        let ticks = page.all("g", class: "callback")
        #expect(!ticks.isEmpty && ticks.allSatisfy { $0.attributes["tabindex"] == "0" })
        // Focus lights the same things as the pointer, and shows where the focus is.
        #expect(TimelinePage.script.contains("\"focusin\"") && TimelinePage.script.contains("\"focusout\""))
        #expect(TimelinePage.style.contains(":focus-visible"))
        // Never narrower than drawn: 830 px, where its smallest text is 10 px.
        let width = try #require(page.all("svg").first?.attributes["width"])
        #expect(TimelinePage.style.contains("min-width: \(width)px"))
        #expect(TimelinePage.style.contains("overflow-x: auto"))
    }
}
