import SheetSim
import SheetSimScenario

/// Finding and reading scenario files: the I/O half of `run` and `check`.
enum ScenarioFiles {
    /// Expands paths: a file stands for itself; a folder for every `*.sheet` below it, recursively,
    /// sorted, skipping names that start with `_` (include-only partials such as `_setup.sheet`).
    static func collect(_ paths: [String]) -> Result<[String], Diagnostic> {
        var files: [String] = []
        for path in paths {
            switch SystemIO.kind(of: path) {
            case .missing:
                return .failure(.error("cannot read '\(path)': no such file or directory",
                                       at: SourceLocation(file: path, line: 1, column: 1)))
            case .file:
                files.append(path)
            case .directory:
                switch walk(path) {
                case .success(let found): files += found
                case .failure(let error): return .failure(error)
                }
            }
        }
        return .success(files)
    }

    static func walk(_ directory: String) -> Result<[String], Diagnostic> {
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        switch SystemIO.directoryEntries(directory) {
        case .failure(let error):
            return .failure(.error("cannot read '\(directory)': \(error.reason)", at: SourceLocation(file: directory, line: 1, column: 1)))
        case .success(let names):
            var files: [String] = []
            for name in names where !name.hasPrefix("_") && !name.hasPrefix(".") {
                let path = base + "/" + name
                switch SystemIO.kind(of: path) {
                case .directory:
                    switch walk(path) {
                    case .success(let found): files += found
                    case .failure(let error): return .failure(error)
                    }
                case .file where name.hasSuffix(".sheet"):
                    files.append(path)
                default:
                    continue
                }
            }
            return .success(files)
        }
    }

    /// Reads a file as a `SourceFile`, or a diagnostic saying why it could not.
    static func read(_ path: String) -> Result<SourceFile, Diagnostic> {
        switch SystemIO.readFile(path) {
        case .success(let bytes): return .success(SourceFile(name: path, bytes: bytes))
        case .failure(let error):
            return .failure(.error("cannot read '\(path)': \(error.reason)", at: SourceLocation(file: path, line: 1, column: 1)))
        }
    }

    /// The loader for `include` lines.
    static func loader(_ path: String) -> Result<[UInt8], ScenarioParser.LoadError> {
        SystemIO.readFile(path).mapError { ScenarioParser.LoadError($0.reason) }
    }

    /// A diagnostic with its source line shown, when the file can be read again.
    static func render(_ diagnostic: Diagnostic, sources: [String: SourceFile]) -> String {
        if let file = sources[diagnostic.location.file], let line = file.line(diagnostic.location.line) {
            return diagnostic.formatted(withSourceLine: line.text)
        }
        return diagnostic.formatted
    }
}
