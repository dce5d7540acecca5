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
    let bytes = try [UInt8](Data(contentsOf: url))
    let file = SourceFile(name: relativePath, bytes: bytes)
    let loader: ScenarioParser.Loader = { path in
        let resolved = path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageRoot.appendingPathComponent(path)
        guard let data = try? Data(contentsOf: resolved) else { return .failure(ScenarioParser.LoadError("cannot read \(path)")) }
        return .success([UInt8](data))
    }
    let (commands, diagnostics) = ScenarioRunner.parse(file, loader: loader)
    guard diagnostics.isEmpty else { throw ScenarioFailure(message: diagnostics.map(\.formatted).joined(separator: "\n")) }
    switch ScenarioRunner.run(commands, file: relativePath, recordTimeline: true) {
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
    let result = try runScenario(relativePath)
    return Timeline(title: result.title ?? relativePath, subtitle: relativePath, log: result.log,
                    recording: try #require(result.recording), end: result.endTime)
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
    }

    var elements: [Element] = []

    func all(_ name: String, class className: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (className == nil || ($0.attributes["class"] ?? "").split(separator: " ").contains { $0 == className! }) }
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
            stack.append(document.elements.count)
            document.elements.append(.init(name: name, attributes: attributes, text: ""))
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
