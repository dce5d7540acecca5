/// The REPL's history across sessions: one line per entry in a file in the user's home.
///
/// Read when a session starts (the newest ``limit`` entries), appended to as each line is
/// entered — so a session that ends by a signal or a closed terminal keeps what it had — and
/// compacted to its newest ``limit`` lines when it has grown past twice that, so it stays bounded.
/// Only a session reading from a terminal has one: piped input is never recorded.
public struct HistoryFile: Equatable, Sendable {
    public var path: String
    public var limit: Int
    /// Longer lines (a paste gone wrong) are not recorded.
    public static let maximumLineLength = 4096
    public static let defaultLimit = 1000
    public static let defaultName = ".sheetsim_history"
    /// Names another file; set but empty, it turns the history off.
    public static let environmentVariable = "SHEETSIM_HISTORY"

    public init(path: String, limit: Int = HistoryFile.defaultLimit) {
        self.path = path
        self.limit = limit
    }

    /// The history file to use: none with `--no-history` or `SHEETSIM_HISTORY=`, the file that
    /// variable names, else `~/.sheetsim_history` (none without a home folder).
    public static func resolve(disabled: Bool, environment: String?, home: String?) -> HistoryFile? {
        guard !disabled else { return nil }
        if let environment {
            return environment.isEmpty ? nil : HistoryFile(path: SystemIO.expandingTilde(environment, home: home))
        }
        guard let home, !home.isEmpty else { return nil }
        return HistoryFile(path: (home.hasSuffix("/") ? home : home + "/") + defaultName)
    }

    /// The newest entries, oldest first; compacts the file when it has grown too long.
    public func load() -> [String] {
        guard case .success(let bytes) = SystemIO.readFile(path) else { return [] }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty && $0.utf8.count <= Self.maximumLineLength }
        let kept = Array(lines.suffix(limit))
        if lines.count > 2 * limit {
            _ = SystemIO.writeFile(path, contents: kept.map { $0 + "\n" }.joined(), permissions: 0o600)
        }
        return kept
    }

    /// Records one entered line, unless it is blank, over-long or the same as `previous` (the
    /// entry before it), as the editor's own history skips them.
    public func append(_ line: String, after previous: String?) {
        guard limit > 0, !line.allSatisfy({ $0 == " " || $0 == "\t" }), line.utf8.count <= Self.maximumLineLength,
              !line.contains("\n"), line != previous else { return }
        SystemIO.appendToFile(path, line + "\n")
    }
}
