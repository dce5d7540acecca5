import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SheetSim
import SheetSimScenario
import SheetSimTimeline
import Testing

/// The package root (this file is Tests/SheetSimTimelineTests/TimelineTestSupport.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs a catalog scenario (path relative to the package root) with the timeline recorded.
func runScenario(_ relativePath: String) throws -> ScenarioResult {
    let url = packageRoot.appendingPathComponent(relativePath)
    return try runScenario(source: [UInt8](Data(contentsOf: url)), name: relativePath)
}

/// Runs a scenario given as text (its includes relative to the package root), timeline recorded.
func runScenario(source bytes: [UInt8], name: String) throws -> ScenarioResult {
    let file = SourceFile(name: name, bytes: bytes)
    let loader: ScenarioParser.Loader = { path in
        let resolved = path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageRoot.appendingPathComponent(path)
        guard let data = try? Data(contentsOf: resolved) else { return .failure(ScenarioParser.LoadError("cannot read \(path)")) }
        return .success([UInt8](data))
    }
    let (commands, diagnostics) = ScenarioRunner.parse(file, loader: loader)
    guard diagnostics.isEmpty else { throw ScenarioFailure(message: diagnostics.map(\.formatted).joined(separator: "\n")) }
    switch ScenarioRunner.run(commands, file: name, recordTimeline: true) {
    case .success(let result): return result
    case .failure(let list): throw ScenarioFailure(message: list.diagnostics.map(\.formatted).joined(separator: "\n"))
    }
}

struct ScenarioFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The timeline of a catalog scenario, titled the way `sheetsim run --timeline` titles it.
func timeline(of relativePath: String) throws -> Timeline {
    try timeline(of: runScenario(relativePath))
}

/// The timeline of a scenario given as text.
func timeline(ofSource source: String, name: String = "stress.sheet") throws -> Timeline {
    try timeline(of: runScenario(source: Array(source.utf8), name: name))
}

/// A result's picture, with its marks and failed expectations, as `sheetsim run --timeline` draws it.
func timeline(of result: ScenarioResult) throws -> Timeline {
    var notes = result.marks.map { Timeline.Note(time: $0.time, kind: .mark($0.name), inputsBefore: $0.inputsBefore) }
    for failure in result.failures {
        notes.append(Timeline.Note(time: result.time(of: failure) ?? result.endTime,
                                   kind: .failedExpectation(location: failure.location.description, line: failure.location.line,
                                                                 message: failure.message),
                                       inputsBefore: result.inputsBefore(failure)))
    }
    return Timeline(title: result.title ?? result.file, subtitle: result.file, log: result.log,
                    recording: try #require(result.recording), end: result.endTime, notes: notes)
}

/// Every catalog scenario, relative to the package root, sorted (include-only `_` files left out).
func catalogScenarios() throws -> [String] {
    let root = packageRoot.appendingPathComponent("scenarios")
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return walker.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".sheet") && !($0.split(separator: "/").last ?? "").hasPrefix("_") }
        .map { "scenarios/" + $0 }
        .sorted()
}

/// A parsed XML document: the elements' names and attributes in document order.
struct ParsedXML {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
        /// The index of the enclosing element, nil for the root.
        var parent: Int?
    }

    var elements: [Element] = []

    func all(_ name: String, class className: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (className == nil || ($0.attributes["class"] ?? "").split(separator: " ").contains { $0 == className! }) }
    }

    /// An attribute as the element gets it: its own, or else its nearest ancestor's (as SVG
    /// inherits `font-size`, `font-weight` and `text-anchor`).
    func inherited(_ attribute: String, of index: Int) -> String? {
        var current: Int? = index
        while let i = current {
            if let value = elements[i].attributes[attribute] { return value }
            current = elements[i].parent
        }
        return nil
    }
}

/// Parses `text` with Foundation's XML parser; throws with the parser's error and line when the
/// text is not well-formed.
func parseXML(_ text: String) throws -> ParsedXML {
    final class Collector: NSObject, XMLParserDelegate {
        var document = ParsedXML()
        var stack: [Int] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            document.elements.append(.init(name: name, attributes: attributes, text: "", parent: stack.last))
            stack.append(document.elements.count - 1)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let open = stack.last { document.elements[open].text += string }
        }
    }
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
        throw ScenarioFailure(message: "not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber): "
                              + String(describing: parser.parserError))
    }
    return collector.document
}
