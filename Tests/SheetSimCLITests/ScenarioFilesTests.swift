import Foundation
import Testing
@testable import SheetSimCLI

struct ScenarioFilesTests {
    /// A folder lists its scenarios in byte order, the same on every machine and in every
    /// locale: `B` before `a`, and a decomposed `e\u{301}` (which `String`'s `<` would put with `é`,
    /// after `f`) before `f`. Partials, hidden files and other extensions are left out; a
    /// subfolder's files come where its name sorts.
    @Test func aFolderListsItsScenariosInByteOrder() throws {
        let folder = try REPLEndToEndTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for name in ["f.sheet", "e\u{301}.sheet", "a.sheet", "B.sheet", "_partial.sheet", ".hidden.sheet", "notes.txt", "sub/c.sheet"] {
            try Data("present\n".utf8).write(to: folder.appendingPathComponent(name))
        }
        let found = try ScenarioFiles.collect([folder.path]).get()
        #expect(found.map { String($0.dropFirst(folder.path.count + 1)) } == ["B.sheet", "a.sheet", "e\u{301}.sheet", "f.sheet", "sub/c.sheet"])
    }
}
