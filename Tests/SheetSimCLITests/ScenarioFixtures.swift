import Foundation
@testable import SheetSimCLI

/// A temporary folder of scenario files for a test, removed when the test ends.
final class ScenarioFolder {
    let path: String

    init() {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/sheetsim-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` (creating folders) and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        let folder = (file as NSString).deletingLastPathComponent
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try! text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    func writeBytes(_ name: String, _ bytes: [UInt8]) -> String {
        let file = path + "/" + name
        precondition(FileManager.default.createFile(atPath: file, contents: Data(bytes)), "cannot write \(file)")
        return file
    }
}

/// `run`'s stdout for a single file with bad input. Bad input found without running — which
/// `check` then finds too, with the same stderr — prints nothing on stdout. A line that only
/// running finds cannot run stops that file: its report runs up to the line and ends with its
/// `ERROR` line, naming the location stderr's first error names, and the summary counts it.
/// Returns what is wrong, or nil.
func badInputContractViolation(stdout: String, stderr: String, file: String) -> String? {
    let check = CommandLineTool.execute(["check", file])
    // Warnings about earlier lines (a device newer than the OS) may come first, in line order.
    guard let first = stderr.split(separator: "\n").first(where: { $0.contains(": error: ") }), let colon = first.range(of: ": error: ") else {
        return "no error line on stderr: \(stderr)"
    }
    let location = first[..<colon.lowerBound]
    if stdout.isEmpty {
        guard check.exitCode == .usage, check.standardError == stderr else {
            return "nothing on stdout, but check does not find it: \(check.standardError)"
        }
        return nil
    }
    guard check.exitCode == .success else { return "the run printed a report, but check refuses the file: \(check.standardError)" }
    guard stdout.contains("\nERROR \(file) (stopped at \(location): "), stdout.hasSuffix("\n0 passed, 0 failed, 1 stopped by an error\n") else {
        return "the report does not end with the file's ERROR line at \(location) and the summary:\n\(stdout.suffix(600))"
    }
    return nil
}
