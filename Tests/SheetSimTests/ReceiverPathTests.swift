import Testing
import SheetSim

/// `Receiver(path:)`: the receiver paths a log line or a callback expectation names, read back.
@Suite struct ReceiverPathTests {
    @Test(arguments: [
        ("sheet", Receiver.viewController("sheet")),
        ("sheet.presentationController", .presentationController(of: "sheet")),
        ("sheet.delegate", .delegate(of: "sheet")),
        ("simulator", .simulator),
        ("simulator.delegate", .delegate(of: "simulator")),
        ("aVeryLongControllerNameIndeed.delegate", .delegate(of: "aVeryLongControllerNameIndeed")),
    ])
    func readsAReceiverPath(path: String, receiver: Receiver) {
        #expect(Receiver(path: path) == receiver)
        #expect(Receiver(path: receiver.description) == receiver)
    }

    @Test(arguments: ["", ".", ".delegate", "sheet.", "sheet..delegate", "sheet.delegate.x", "sheet.view", "sheet.Delegate"])
    func refusesAnyOtherPath(path: String) {
        #expect(Receiver(path: path) == nil)
    }
}
