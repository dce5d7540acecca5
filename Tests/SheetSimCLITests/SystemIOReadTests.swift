import Foundation
import Testing
@testable import SheetSimCLI

struct SystemIOReadTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let line: Int
        let size: Int
        let maximum: Int
        /// Refused as too large rather than read.
        let tooLarge: Bool
        var testDescription: String { "\(size) bytes, at most \(maximum)" }
    }

    static let cases: [Case] = [
        Case(line: #line, size: 0, maximum: 10, tooLarge: false),
        Case(line: #line, size: 1, maximum: 1, tooLarge: false),
        Case(line: #line, size: 5_000, maximum: 5_000, tooLarge: false),
        Case(line: #line, size: 5_000, maximum: 4_999, tooLarge: true),
        Case(line: #line, size: 200_000, maximum: 1 << 20, tooLarge: false),
    ]

    /// A regular file is read whole in one pass when it fits, and refused when it does not.
    @Test(arguments: cases)
    func aRegularFileIsReadWholeOrRefused(_ c: Case) throws {
        let folder = try REPLEndToEndTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("f.sheet")
        let bytes = (0..<c.size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: file)
        let location = Testing.SourceLocation(fileID: #fileID, filePath: #filePath, line: c.line, column: 1)
        switch SystemIO.readRegularFile(file.path, maximumBytes: c.maximum) {
        case .success(let read):
            #expect(!c.tooLarge, sourceLocation: location)
            #expect(read == bytes, sourceLocation: location)
        case .failure(let error):
            #expect(c.tooLarge && error.isTooLarge, "\(error.reason)", sourceLocation: location)
        }
    }

    #if os(Linux)
    /// A file that reports no size but has content (procfs) is read to its end in chunks.
    @Test func aFileThatReportsNoSizeIsReadToItsEnd() throws {
        let read = try SystemIO.readRegularFile("/proc/self/status", maximumBytes: 1 << 20).get()
        let text = String(decoding: read, as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("\nPid:"))
        #expect(read.count > 100)
    }
    #endif
}
