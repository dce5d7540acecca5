import Dispatch

/// Included files already read in this run, shared by the parsers of every scenario.
///
/// The parsers of a catalog run on several threads at once, so every access goes through one
/// lock. Two parsers that miss the same path at the same moment both read it and store the same
/// file: what a parse sees never depends on which thread read first.
public final class IncludeCache: @unchecked Sendable {
    private var files: [String: SourceFile] = [:]
    /// Which file each included path names (``IncludePath/identity(of:resolver:)``).
    private var identities: [String: String] = [:]
    private let lock = DispatchQueue(label: "SheetSimScenario.IncludeCache")

    /// An empty cache, to share among the parsers of one run.
    public init() {}

    func file(at path: String) -> SourceFile? { lock.sync { files[path] } }
    func setFile(_ file: SourceFile, at path: String) { lock.sync { files[path] = file } }
    func identity(of path: String) -> String? { lock.sync { identities[path] } }
    func setIdentity(_ identity: String, of path: String) { lock.sync { identities[path] = identity } }
}
