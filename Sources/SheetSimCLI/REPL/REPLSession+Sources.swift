import SheetSim
import SheetSimScenario

/// Where relative `include` paths start for the line being parsed. The parser resolves an
/// include against the folder of the file it names the line with (nothing for `<stdin>`); the
/// session's loader then puts this folder in front of a path that is still relative. It is a
/// reference so the parser's loader, made once, sees the value set for each line.
final class IncludeBase {
    /// "" for the working directory.
    var directory = ""

    func resolve(_ path: String) -> String {
        guard !path.hasPrefix("/"), !directory.isEmpty else { return path }
        return (directory.hasSuffix("/") ? directory : directory + "/") + path
    }
}

extension REPLSession {
    /// A file being run by `load` (or `sheetsim repl FILE`).
    struct LoadedFile {
        /// The path as resolved, which diagnostics and includes use.
        var name: String
        var lines: [String]
        var next = 0
    }

    /// The source of the line being handled: its name in diagnostics, its line number, and the
    /// folder relative paths in it start from.
    struct Source {
        var name: String
        var line: Int
        /// For the loader: what a still-relative include path is put under.
        var includeBase: String
        /// For `load`: the folder a relative path starts from ("" for the working directory).
        var directory: String
    }

    var currentSource: Source {
        if let file = loading.last {
            // The parser already puts the file's folder in front of its includes.
            return Source(name: file.name, line: file.next, includeBase: "", directory: Self.folder(of: file.name))
        }
        let input = environment.inputDirectory ?? ""
        return Source(name: Self.fileName, line: lineNumber, includeBase: input, directory: input)
    }

    /// `a/b/c.sheet` → `a/b/`; `c.sheet` → "" (the working directory).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// A parser whose loader resolves relative includes against ``includeBase``.
    func makeParser() -> ScenarioParser {
        guard let loader = environment.loader else { return ScenarioParser() }
        let base = includeBase
        let resolver = environment.resolver
        return ScenarioParser(loader: { path in loader(base.resolve(path)) },
                              resolver: resolver.map { resolve in { path in resolve(base.resolve(path)) } })
    }

    // MARK: load FILE

    /// Queues `path`'s lines to run as if typed, with the file's own line numbers and include
    /// folder. Relative paths start from the folder of the line that loads them; `~/` is the home
    /// folder. Nothing runs until ``runPendingLine()``.
    public mutating func load(_ path: String, column: Int = 1) -> REPLOutput {
        guard openBlock == nil else {
            return error(.loadInsideBlock, "cannot load a file inside an 'expect callbacks' block", column: column,
                         hint: "end the block with 'end' first, or cancel it with Ctrl-C")
        }
        let resolved = resolvePath(path)
        guard loading.count < 16 else { return error(.includeTooDeep, "files load each other more than 16 deep", column: column) }
        guard !loading.contains(where: { $0.name == resolved }) else {
            return error(.includeCycle, "'\(path)' loads itself", column: column,
                         hint: "load chain: " + (loading.map(\.name) + [resolved]).joined(separator: " -> "))
        }
        guard let loader = environment.loader else { return error(.includeUnavailable, "loading files is not available here", column: column) }
        switch loader(resolved) {
        case .failure(let failure):
            return error(.unreadableFile, "cannot read '\(path)': \(failure.reason)", column: column)
        case .success(let bytes):
            let file = SourceFile(name: resolved, bytes: bytes)
            loading.append(LoadedFile(name: resolved, lines: file.lines.map { String($0.text) }))
            if let decoding = file.decodingDiagnostic {
                countFailure(at: decoding.location)
                return REPLOutput(standardError: shownError(at: decoding.location) { decoding.formatted }, diagnostics: [decoding])
            }
            return REPLOutput()
        }
    }

    /// Whether `load` left lines to run.
    public var hasPendingLines: Bool { !loading.isEmpty }

    /// Runs the next line of the innermost file being loaded; nil when none is left. A file that
    /// ends inside an `expect callbacks` block it opened is an error there, and the block is
    /// dropped, as `run` rejects such a file.
    public mutating func runPendingLine() -> REPLOutput? {
        while let file = loading.last {
            if file.next < file.lines.count {
                loading[loading.count - 1].next += 1
                return dispatch(file.lines[file.next])
            }
            defer { loading.removeLast() }
            if let block = openBlock, block.depth == loading.count {
                parser = block.parserBefore
                openBlock = nil
                countFailure(at: block.location)
                let diagnostic = Self.blockNotClosed(at: block.location)
                return REPLOutput(standardError: shownError(at: block.location) { diagnostic.formatted }, diagnostics: [diagnostic])
            }
        }
        return nil
    }

    /// `~/x` under the home folder; a relative path under the current source's folder.
    func resolvePath(_ path: String) -> String {
        let expanded = SystemIO.expandingTilde(path, home: environment.homeDirectory)
        let directory = currentSource.directory
        guard !expanded.hasPrefix("/"), !directory.isEmpty else { return expanded }
        return (directory.hasSuffix("/") ? directory : directory + "/") + expanded
    }

    // MARK: Cancelling a block

    /// Ctrl-C inside an `expect callbacks` block: forgets the block, as if it had never been
    /// started, and says so.
    public mutating func cancelBlock() -> REPLOutput {
        guard let block = openBlock else { return REPLOutput() }
        parser = block.parserBefore
        openBlock = nil
        let count = block.lines.count
        return REPLOutput(standardOutput: paint("# cancelled the 'expect callbacks' block begun at line \(block.location.line) (\(count) line\(count == 1 ? "" : "s"))", .dim) + "\n")
    }

    // MARK: Saved paths

    /// An `include` line is saved with an absolute path, since the saved file may live elsewhere
    /// and includes resolve against the including file's folder.
    func absoluteInclude(_ text: String, from source: Source) -> String {
        let trimmed = text.drop(while: { $0 == " " || $0 == "\t" })
        guard trimmed.hasPrefix("include"), let open = trimmed.firstIndex(of: "\""),
              trimmed[trimmed.index(after: open)...].first != "/" else { return text }
        let folder = source.directory
        let base: String
        if folder.hasPrefix("/") {
            base = folder
        } else if let directory = environment.currentDirectory {
            base = (directory.hasSuffix("/") ? directory : directory + "/") + folder
        } else {
            return text
        }
        return "include \"" + (base.hasSuffix("/") ? base : base + "/") + trimmed[trimmed.index(after: open)...]
    }
}

extension REPLSession {
    /// A file, or the session, ended inside the `expect callbacks` block opened at `location`.
    static func blockNotClosed(at location: SourceLocation) -> Diagnostic {
        .error(.blockNotClosed, "'expect callbacks' block is not closed", at: location, hint: "end the block with a line 'end'")
    }
}
