import Foundation
import Testing

/// The "Adding a controller kind" article walks through real code: every Swift block in it must
/// still be an excerpt of a Swift file under `Sources/` or `Tests/` (lines compared without their
/// indentation), so the walk-through is code that compiles and passes.
@Suite struct AddingAControllerKindArticleTests {
    static let root = DocumentationTests.sourcesDirectory.deletingLastPathComponent()

    /// Each ```swift block of the article, its lines trimmed, blank lines dropped.
    static func blocks(of article: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else if !trimmed.isEmpty {
                current?.append(trimmed)
            }
        }
        return blocks
    }

    /// Every Swift file under `Sources/` and `Tests/`, its lines trimmed, blank lines dropped.
    static func swiftFiles() -> [String: [String]] {
        var files: [String: [String]] = [:]
        for folder in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                files[url.path] = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
        }
        return files
    }

    static func contains(_ lines: [String], _ block: [String]) -> Bool {
        guard block.count <= lines.count else { return false }
        return (0...(lines.count - block.count)).contains { start in lines[start..<(start + block.count)].elementsEqual(block) }
    }

    @Test func everySwiftBlockIsAnExcerptOfTheSource() throws {
        let article = try DocumentationTests.read("AddingAControllerKind.md")
        let blocks = Self.blocks(of: article)
        #expect(blocks.count >= 6, "found only \(blocks.count) Swift blocks")
        let files = Self.swiftFiles()
        #expect(files.count >= 100, "found only \(files.count) Swift files under \(Self.root.path)")
        for block in blocks {
            #expect(files.values.contains { Self.contains($0, block) },
                    "this block of AddingAControllerKind.md is in no Swift file under Sources/ or Tests/:\n\(block.joined(separator: "\n"))")
        }
    }

    /// The check itself finds a block that is not in the source.
    @Test func aBlockThatIsNotInTheSourceIsFound() {
        let blocks = Self.blocks(of: "text\n```swift\nlet a = 1\n\n  let b = 2\n```\n")
        #expect(blocks == [["let a = 1", "let b = 2"]])
        #expect(Self.contains(["x", "let a = 1", "let b = 2"], blocks[0]))
        #expect(!Self.contains(["let a = 1", "x", "let b = 2"], blocks[0]))
    }
}
