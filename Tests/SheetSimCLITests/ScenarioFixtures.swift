import Foundation

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
