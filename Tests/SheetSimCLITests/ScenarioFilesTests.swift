import Foundation
#if canImport(Glibc)
import Glibc
#endif
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

    /// The listing says which names are files and folders; a symbolic link says neither, so it is
    /// looked up and followed: to a file, it is that file under the link's name; to a folder, that
    /// folder, once whatever its names; a pipe named `.sheet` is refused.
    @Test func linksAreFollowedAndOtherKindsRefused() throws {
        let folder = try REPLEndToEndTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("present\n".utf8).write(to: folder.appendingPathComponent("sub/c.sheet"))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/linked.sheet", withDestinationPath: "sub/c.sheet")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/zlink", withDestinationPath: "sub")
        var found = try ScenarioFiles.collect([folder.path]).get()
        #expect(found.map { String($0.dropFirst(folder.path.count + 1)) } == ["linked.sheet", "sub/c.sheet"])
        // A link named like a scenario that leads to a folder is that folder, walked first.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/dir.sheet", withDestinationPath: "sub")
        found = try ScenarioFiles.collect([folder.path]).get()
        #expect(found.map { String($0.dropFirst(folder.path.count + 1)) } == ["dir.sheet/c.sheet", "linked.sheet"])

        #if canImport(Glibc)
        #expect(mkfifo(folder.path + "/sub/pipe.sheet", 0o600) == 0)
        #expect(ScenarioFiles.collect([folder.path]) == .failure(.notRegular(path: folder.path + "/dir.sheet/pipe.sheet", what: "a pipe")))
        #endif
    }
}
