import Testing
@testable import SheetSim

/// Controller names found by their place: by a scan while there are few, by a dictionary after,
/// with the same answers either way.
@Suite struct NameIndexTests {
    /// Names added one by one keep their places, whether the index scans or looks up.
    @Test(arguments: [0, 1, NameIndex.scanLimit, NameIndex.scanLimit + 1, 3 * NameIndex.scanLimit])
    func everyNameIsFoundAtItsPlace(count: Int) {
        var index = NameIndex()
        let names = (0..<count).map { "controller \($0)" }
        for (place, name) in names.enumerated() { #expect(index.append(name) == place) }
        #expect(index.count == count)
        #expect(index.names == names)
        for (place, name) in names.enumerated() {
            // A name built apart (other storage, same text) is the same name.
            #expect(index.place(of: String(decoding: Array(name.utf8), as: UTF8.self)) == place)
        }
        #expect(index.place(of: "never added") == nil)
    }

    /// The ledger keeps a controller's appearance stage under its name, through the change from a
    /// scan to a dictionary.
    @Test func theLedgerRemembersEveryControllersStage() {
        var ledger = AppearanceLedger()
        let names = (0..<(NameIndex.scanLimit + 5)).map { "c\($0)" }
        for name in names { ledger.note(.viewWillAppear, for: name) }
        for name in names where name.hasSuffix("1") { ledger.note(.viewDidAppear, for: name) }
        for name in names {
            #expect(ledger.stage(of: name) == (name.hasSuffix("1") ? .appeared : .appearing), "\(name)")
        }
        #expect(ledger.stage(of: "unknown") == .disappeared)
    }
}
