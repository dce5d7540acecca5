import SheetSim
import SheetSimScenario

/// Finding and reading scenario files: the I/O half of `run` and `check`.
///
/// Only regular files of at most ``ScenarioLimits/fileBytes`` are read: a device such as
/// `/dev/zero` never ends, and a pipe waits for a writer.
enum ScenarioFiles {
    /// Why the paths could not be expanded.
    enum CollectError: Error, Equatable {
        /// A path that does not exist or a folder that cannot be listed, reported at the path.
        case unreadable(Diagnostic)
        /// A path, given or found in a folder, that is neither a folder nor a regular file.
        case notRegular(path: String, what: String)
    }

    /// Expands paths: a file stands for itself; a folder for every `*.sheet` below it, recursively,
    /// sorted, skipping names that start with `_` (include-only partials such as `_setup.sheet`).
    /// A folder reached again through a symbolic link is not walked twice.
    static func collect(_ paths: [String]) -> Result<[String], CollectError> {
        var files: [String] = []
        var visited = Set<SystemIO.FileIdentity>()
        for path in paths {
            switch SystemIO.kind(of: path) {
            case .missing:
                return .failure(.unreadable(.error(.unreadableFile, "cannot read '\(path)': no such file or directory",
                                                   at: SourceLocation(file: path, line: 1, column: 1))))
            case .other(let what):
                return .failure(.notRegular(path: path, what: what))
            case .file:
                files.append(path)
            case .directory:
                switch walk(path, visited: &visited) {
                case .success(let found): files += found
                case .failure(let error): return .failure(error)
                }
            }
        }
        return .success(files)
    }

    static func walk(_ directory: String, visited: inout Set<SystemIO.FileIdentity>) -> Result<[String], CollectError> {
        // `a -> .` and `b -> .` inside a folder would otherwise be walked 2^depth times. (A folder
        // that cannot be looked up is listed below, which says why it cannot be read.)
        if let identity = SystemIO.identity(of: directory), !visited.insert(identity).inserted { return .success([]) }
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        switch SystemIO.directoryEntries(directory) {
        case .failure(let error):
            return .failure(.unreadable(.error(.unreadableFile, "cannot read '\(directory)': \(error.reason)",
                                               at: SourceLocation(file: directory, line: 1, column: 1))))
        case .success(let entries):
            var files: [String] = []
            for entry in entries where !entry.name.hasPrefix("_") && !entry.name.hasPrefix(".") {
                let name = entry.name
                let path = base + "/" + name
                switch entry.kind(in: base) {
                case .directory:
                    switch walk(path, visited: &visited) {
                    case .success(let found): files += found
                    case .failure(let error): return .failure(error)
                    }
                case .file where name.hasSuffix(".sheet"):
                    files.append(path)
                case .other(let what) where name.hasSuffix(".sheet"):
                    return .failure(.notRegular(path: path, what: what))
                default:
                    continue
                }
            }
            return .success(files)
        }
    }

    /// Reads a file as a `SourceFile`, or a diagnostic saying why it could not.
    static func read(_ path: String) -> Result<SourceFile, Diagnostic> {
        switch SystemIO.readRegularFile(path, maximumBytes: ScenarioLimits.fileBytes) {
        case .success(let bytes): return .success(SourceFile(name: path, bytes: bytes))
        case .failure(let error):
            return .failure(.error(.unreadableFile, "cannot read '\(path)': \(reason(error))", at: SourceLocation(file: path, line: 1, column: 1),
                                   hint: error.isTooLarge ? tooLargeHint : nil))
        }
    }

    /// Reads and parses a file and its includes, or the diagnostic saying why it could not be
    /// read. A file with diagnostics cannot run, so its commands are not kept.
    static func parse(_ path: String, includeCache: IncludeCache, checks: Bool = true) -> Result<ParsedFile, Diagnostic> {
        read(path).map { file in
            var parsed = ScenarioRunner.parseFile(file, loader: loader, resolver: resolver, includeCache: includeCache, checks: checks)
            if !parsed.diagnostics.isEmpty || parsed.omittedDiagnosticCount > 0 { parsed.commands = [] }
            return parsed
        }
    }

    /// The loader for `include` lines.
    static func loader(_ path: String) -> Result<[UInt8], ScenarioParser.LoadError> {
        SystemIO.readRegularFile(path, maximumBytes: ScenarioLimits.fileBytes).mapError { ScenarioParser.LoadError(reason($0)) }
    }

    /// The resolver for `include` lines: the canonical path, so a file is one file however named.
    static func resolver(_ path: String) -> String? {
        SystemIO.realPath(path)
    }

    static func reason(_ error: FileError) -> String {
        error.isTooLarge ? "it is larger than \(ByteCount(ScenarioLimits.fileBytes)), the most a scenario file may hold" : error.reason
    }

    static let tooLargeHint = "split it into scenarios, or move a long setup into a shared include"

    /// A diagnostic with its source line shown, when the file can be read again.
    static func render(_ diagnostic: Diagnostic, sources: [String: SourceFile]) -> String {
        if let file = sources[diagnostic.location.file], let line = file.line(diagnostic.location.line) {
            return diagnostic.formatted(withSourceLine: line.text)
        }
        return diagnostic.formatted
    }
}
