extension SwiftUIPresentationKind {
    /// Sets what this kind of presentation changes in the UIKit configuration its content's
    /// hosting controller is presented with: the one place a kind meets UIKit's presentation
    /// styles (a new kind — a popover, an alert — sets its style and settings here).
    public func configure(_ configuration: inout SheetConfiguration, for modifier: SwiftUIPresentationModifier) {
        switch self {
        case .sheet:
            break
        case .fullScreenCover:
            configuration.modalPresentationStyle = .fullScreen
        case .popover, .alert, .confirmationDialog, .inspector:
            // What depends on the presenter (its name, its size classes) is set by the engine
            // (``Simulator/completeSwiftUIModalConfiguration(_:modifier:content:presenter:)``).
            SwiftUIModalRules.configure(&configuration, for: modifier)
        }
    }
}
