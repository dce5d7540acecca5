extension SplitViewConfiguration {
    /// Why no split view controller can take these settings, if none can: a column width that is
    /// not a finite number of points, 0 or more, or a width fraction outside 0…1.
    public var refusal: SimulationError? {
        for (label, settings) in [("primary", primaryColumnWidth), ("supplementary", supplementaryColumnWidth), ("inspector", inspectorColumnWidth)] {
            for (what, value) in [("preferred width", settings.preferredWidth), ("minimum width", settings.minimum), ("maximum width", settings.maximum)] {
                if let value, !(value.isFinite && value >= 0) {
                    return .invalidValue(what: "the \(label) column's \(what)", reason: "must be a finite number of points, 0 or more")
                }
            }
            if let fraction = settings.preferredFraction, !(fraction.isFinite && (0...1).contains(fraction)) {
                return .invalidValue(what: "the \(label) column's preferred width fraction", reason: "must be between 0 and 1")
            }
        }
        return nil
    }
}

extension SplitViewMachine {
    // MARK: Calls in code it refuses, and why

    /// Why a classic controller refuses `configuration`: it sets column-style API, which UIKit
    /// would ignore silently.
    public func columnStyleRefusal(of configuration: SplitViewConfiguration) -> SimulationError? {
        guard !style.isColumnStyle else { return nil }
        let base = SplitViewConfiguration()
        let columnOnly: [(String, Bool)] = [
            ("preferredSplitBehavior", configuration.preferredSplitBehavior != base.preferredSplitBehavior),
            ("showsSecondaryOnlyButton", configuration.showsSecondaryOnlyButton != base.showsSecondaryOnlyButton),
            ("displayModeButtonVisibility", configuration.displayModeButtonVisibility != base.displayModeButtonVisibility),
            ("topColumnForCollapsing", configuration.topColumnForCollapsing != nil),
            ("displayModeForExpanding", configuration.displayModeForExpanding != base.displayModeForExpanding),
        ]
        guard let (property, _) = columnOnly.first(where: { $0.1 }) else { return nil }
        return .invalidValue(what: property, reason: "is column-style API; '\(name)' is classic and would ignore it")
    }

    /// Why `show(_:)` or `hide(_:)` (`method`) of `column` is refused, if it is: column-style API
    /// on a classic controller, the compact column, a column the style does not have.
    public func columnAPIRefusal(of column: SplitViewColumn, _ method: String) -> SimulationError? {
        guard style.isColumnStyle else {
            return .invalidValue(what: "\(method)(_:)", reason: "is column-style API; '\(name)' is classic and would ignore it")
        }
        guard column != .compact else {
            return .invalidValue(what: "\(method)(.compact)", reason: "is not accepted: the compact column shows whenever the controller is collapsed (split view rules 3.5)")
        }
        guard style.columns.contains(column) else {
            return .invalidValue(what: "the \(column.rawValue) column", reason: "does not exist in a \(style.rawValue) split view controller")
        }
        guard column != .inspector || columns[.inspector] != nil else {
            return .invalidValue(what: "\(method)(.inspector)", reason: "needs an inspector column: '\(name)' has none; declare one with 'column inspector \"name\"' (iOS 26)")
        }
        return nil
    }

    /// Why the display-mode button does not show now (when ``showsDisplayModeButton`` is false).
    public var displayModeButtonHiddenReason: String {
        if isCollapsed { return "the controller is collapsed" }
        guard case .expanded = state else { return "a display-mode change is under way" }
        if !style.isColumnStyle {
            return "targetDisplayModeForAction leads to \(displayMode.rawValue), the mode shown now, so the button would do nothing"
        }
        if configuration.displayModeButtonVisibility == .never { return "displayModeButtonVisibility is never" }
        if configuration.displayModeButtonVisibility == .automatic && !configuration.presentsWithGesture {
            return "presentsWithGesture is false and displayModeButtonVisibility is automatic"
        }
        return "the \(splitBehavior.rawValue) behaviour shows no button in \(displayMode.rawValue)"
    }

    /// Why the secondary-only button does not show now (when ``showsSecondaryOnlyButton`` is false).
    public var secondaryOnlyButtonHiddenReason: String {
        style != .tripleColumn ? "it exists for triple column only"
            : !configuration.showsSecondaryOnlyButton ? "showsSecondaryOnlyButton is false" : "the controller is collapsed or changing"
    }
}
