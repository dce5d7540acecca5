import SheetSim

extension TestSimulator {
    /// `Simulator.tapAlertAction(_:)`: the user taps the front alert controller's action titled
    /// `title`; the alert leaves and the action's handler runs (after the alert's
    /// `viewDidDisappear` by default). A title the alert does not have, or a cancel button the
    /// alert hides, fails the test with the rule.
    public func tapAlertAction(
        _ title: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.tapAlertAction(title), at: .init(fileID, filePath, line, column))
    }

    /// How the alert controller `name` shows now (`centred`, `bottomSheet` or `popover`), or nil
    /// when it is not on screen.
    public func alertForm(of name: String) -> AlertForm? { current.alert(named: name)?.state.layout?.form }

    /// Whether the alert controller `name` shows its cancel action's button now; nil when it is
    /// not on screen.
    public func alertShowsCancelButton(_ name: String) -> Bool? { current.alert(named: name)?.state.layout?.showsCancelButton }
}

extension CallbackPattern {
    /// The handler of `controller`'s alert action titled `title`:
    /// `.alertActionHandler(of: "confirm", title: "Delete")` is `confirm.alertActionHandler("Delete")`.
    public static func alertActionHandler(of controller: String, title: String) -> CallbackPattern {
        .exactly(.alertActionHandler(title: title), of: controller)
    }
}
