/// Writes SVG (and HTML) elements into a string, attributes in the order given, so the same
/// picture is always the same bytes.
struct SVGWriter {
    private(set) var text = ""
    private var openElements: [String] = []
    private var indent: String { String(repeating: "  ", count: openElements.count) }

    typealias Attributes = [(String, String)]

    /// `<name a="…">` on its own line; close it with ``close()``.
    mutating func open(_ name: String, _ attributes: Attributes = []) {
        text += indent + "<" + name + Self.attributes(attributes) + ">\n"
        openElements.append(name)
    }

    mutating func close() {
        let name = openElements.removeLast()
        text += indent + "</" + name + ">\n"
    }

    /// `<name a="…"/>`, or `<name a="…">content</name>` with `content` escaped.
    mutating func element(_ name: String, _ attributes: Attributes = [], content: String? = nil) {
        if let content {
            text += indent + "<" + name + Self.attributes(attributes) + ">" + XMLText.escaped(content) + "</" + name + ">\n"
        } else {
            text += indent + "<" + name + Self.attributes(attributes) + "/>\n"
        }
    }

    /// Text written as is: markup this module made itself.
    mutating func raw(_ markup: String) {
        text += markup
    }

    static func attributes(_ attributes: Attributes) -> String {
        attributes.map { " " + $0.0 + "=\"" + XMLText.escaped($0.1) + "\"" }.joined()
    }
}
