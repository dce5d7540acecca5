import SheetSim

// Context presentations and bar button items through the tester (SheetRules 10): the
// presentation-context settings each send `updateViewLayoutSettings(of:_:)` with the controller's
// settings as they are when the action runs, so a test reads like the app's code.

extension TestSimulator {
    /// `definesPresentationContext` of `controller`.
    public func setDefinesPresentationContext(
        _ defines: Bool, of controller: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        updateContextSettings(of: controller, "setDefinesPresentationContext(\(defines), of: \(LogText.quoted(controller)))",
                              at: .init(fileID, filePath, line, column)) { $0.definesPresentationContext = defines }
    }

    /// `providesPresentationContextTransitionStyle` of `controller`.
    public func setProvidesPresentationContextTransitionStyle(
        _ provides: Bool, of controller: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        updateContextSettings(of: controller, "setProvidesPresentationContextTransitionStyle(\(provides), of: \(LogText.quoted(controller)))",
                              at: .init(fileID, filePath, line, column)) { $0.providesPresentationContextTransitionStyle = provides }
    }

    /// `modalTransitionStyle` of `controller`.
    public func setModalTransitionStyle(
        _ style: ModalTransitionStyle, of controller: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        updateContextSettings(of: controller, "setModalTransitionStyle(.\(style.rawValue), of: \(LogText.quoted(controller)))",
                              at: .init(fileID, filePath, line, column)) { $0.modalTransitionStyle = style }
    }

    private func updateContextSettings(of controller: String, _ call: String, at location: FailureLocation,
                                       _ change: @escaping @Sendable (inout ViewLayoutSettings) -> Void) {
        send(call, at: location) { simulator in
            var settings = simulator.viewLayoutSettings(of: controller)
            change(&settings)
            return .updateViewLayoutSettings(of: controller, settings)
        }
    }

    // MARK: Reading

    /// The context presentation presenting `name`, while it is presented: its context
    /// (`contextName`), style, transition style and state.
    public func contextPresentation(named name: String) -> ContextPresentationMachine? { current.contextPresentation(named: name) }

    /// The controller that defines the presentation context for a presentation from `source`.
    public func presentationContext(from source: String) -> String { current.presentationContext(from: source) }

    /// Where `item` stands in its navigation bar now, in window coordinates; nil when its owner
    /// is not the top controller of a navigation controller on screen.
    public func barButtonItemFrame(_ item: BarButtonItemReference) -> Rect? {
        var simulator = current
        return simulator.barButtonItemFrame(item)
    }
}
