/// Paths of included files: where an `include` points, and which file that is.
///
/// A file can be named many ways — `a.sheet`, `./a.sheet`, `sub/../a.sheet`, `dir//a.sheet`, or
/// through a symbolic link — so an include cycle is found by comparing identities, not the text
/// of paths: the canonical path (`realpath`) when the caller can resolve one, else the path with
/// `.`, `..` and repeated slashes taken out.
public enum IncludePath {
    /// `a/b/c.sheet` → `a/b/`; `c.sheet` → `` (the current folder).
    ///
    /// - Parameters:
    ///   - path: a file's path.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// Which file `path` names: `resolver`'s canonical path for it, or else ``normalized(_:)``.
    ///
    /// - Parameters:
    ///   - path: an included file's path, resolved against the including file's folder.
    ///   - resolver: the caller's `realpath`, if it has one.
    public static func identity(of path: String, resolver: ScenarioParser.Resolver?) -> String {
        resolver?(path) ?? normalized(path)
    }

    /// `path` without `.` components, repeated or trailing slashes, or `name/..` pairs:
    /// `./a//b/../c.sheet` → `a/c.sheet`, `/x/../../y` → `/y`, `../a` stays `../a`. Purely textual
    /// (through a symbolic link `..` may lead elsewhere, which is why a resolver comes first).
    ///
    /// - Parameters:
    ///   - path: a path, relative or absolute.
    public static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)  // above the starting folder: kept
                }  // above the root: the root
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
