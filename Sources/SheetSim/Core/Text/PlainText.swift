/// Text laid out for an 80-column terminal: what `sheetsim help` prints and the assumption
/// tables print for the command line. One place, so the help pages and the tables wrap alike.
public enum PlainText {
    /// Words joined into lines of at most 80 columns, each line starting with `indent`; a word
    /// longer than a line stands alone on its line.
    public static func wrapped(_ words: [String], indent: String) -> String {
        var lines: [String] = []
        var line = indent
        for word in words {
            if line.count + word.count + 1 > 80, line != indent {
                lines.append(line)
                line = indent
            }
            line += (line == indent ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
