/// How values are written in a scenario line, for the lines that describe actions
/// (``UserAction``'s `description`). Each writes a value so that the scenario language reads it
/// back as the same value.
enum ScenarioWords {
    /// A number as short as it reads back exactly: `120`, `0.5`, else every digit Swift needs.
    static func number(_ value: Double) -> String {
        let short = NumberFormat.points(value)
        return Double(short) == value ? short : value.description
    }

    /// `120pt`.
    static func points(_ value: Double) -> String { number(value) + "pt" }

    /// `800pt/s`.
    static func speed(_ value: Double) -> String { number(value) + "pt/s" }

    /// `250ms`, or `16.666667ms` for a span that is no whole number of milliseconds: the
    /// language reads milliseconds to the nanosecond.
    static func duration(_ span: SimDuration) -> String {
        let ns = span.nanoseconds
        if ns % 1_000_000 == 0 { return String(ns / 1_000_000) + "ms" }
        let sign = ns < 0 ? "-" : ""
        let magnitude = ns.magnitude
        let fraction = String(magnitude % 1_000_000)
        let digits = String(repeating: "0", count: 6 - fraction.count) + fraction
        return sign + String(magnitude / 1_000_000) + "." + String(digits.reversed().drop { $0 == "0" }.reversed()) + "ms"
    }

    /// A controller's name: `"nav"`.
    static func quoted(_ name: String) -> String { LogText.quoted(name) }

    /// ` in "nav"`, or nothing for the default container.
    static func inContainer(_ name: String?) -> String { name.map { " in " + quoted($0) } ?? "" }

    /// ` notAnimated`, or nothing for an animated change.
    static func notAnimated(_ animated: Bool) -> String { animated ? "" : " notAnimated" }

    /// `animateChanges ` before a change inside `animateChanges`.
    static func animateChanges(_ animated: Bool) -> String { animated ? "animateChanges " : "" }

    /// `portrait`, `landscape` (UIKit's landscape-left, the scenario's word for it) or `landscapeRight`.
    static func orientation(_ orientation: Orientation) -> String {
        orientation == .landscapeLeft ? "landscape" : orientation.rawValue
    }

    /// A detent identifier as a line refers to it: `medium`, `large`, `nil`, or a custom one quoted.
    static func detentReference(_ identifier: DetentIdentifier?) -> String {
        guard let identifier else { return "nil" }
        return identifier == .medium || identifier == .large ? identifier.description : quoted(identifier.description)
    }

    /// A `detents` line's words for the detents a line can write, and a note for those resolved
    /// by a closure, which none can.
    static func detents(_ detents: [Detent]) -> (words: String, note: String?) {
        var words: [String] = []
        var closures: [String] = []
        for detent in detents {
            switch detent.kind {
            case .medium: words.append("medium")
            case .large: words.append("large")
            case .custom(.height(let height)): words.append("custom(\(quoted(detent.identifier.description)), \(points(height)))")
            case .custom(.fraction(let fraction)):
                words.append("custom(\(quoted(detent.identifier.description)), fraction: \(number(fraction)))")
            case .custom(.closure): closures.append(quoted(detent.identifier.description))
            }
        }
        let note = closures.isEmpty ? nil : "custom " + closures.joined(separator: ", ") + " resolved by a closure, which no line writes"
        return (words.joined(separator: " "), note)
    }

    /// `top 20pt left 0pt bottom 10pt right 0pt`.
    static func insets(_ insets: EdgeInsets) -> String {
        "top \(points(insets.top)) left \(points(insets.left)) bottom \(points(insets.bottom)) right \(points(insets.right))"
    }

    /// A line with a note after it: what the line cannot say.
    static func line(_ line: String, note: String?) -> String {
        note.map { line + "  # " + $0 } ?? line
    }
}

extension ConfigurationChange: CustomStringConvertible {
    /// The `set` line that makes the change: `set isModalInPresentation = true`.
    public var description: String {
        switch self {
        case .selectedDetentIdentifier(let id): return "set selectedDetentIdentifier = " + ScenarioWords.detentReference(id)
        case .largestUndimmedDetentIdentifier(let id): return "set largestUndimmedDetentIdentifier = " + ScenarioWords.detentReference(id)
        case .prefersGrabberVisible(let on): return "set prefersGrabberVisible = \(on)"
        case .preferredCornerRadius(let radius): return "set preferredCornerRadius = " + (radius.map(ScenarioWords.points) ?? "nil")
        case .prefersScrollingExpandsWhenScrolledToEdge(let on): return "set prefersScrollingExpandsWhenScrolledToEdge = \(on)"
        case .prefersEdgeAttachedInCompactHeight(let on): return "set prefersEdgeAttachedInCompactHeight = \(on)"
        case .widthFollowsPreferredContentSizeWhenEdgeAttached(let on):
            return "set widthFollowsPreferredContentSizeWhenEdgeAttached = \(on)"
        case .preferredContentSize(let size):
            return "set preferredContentSize = " + (size.map { ScenarioWords.points($0.width) + " x " + ScenarioWords.points($0.height) } ?? "nil")
        case .isModalInPresentation(let on): return "set isModalInPresentation = \(on)"
        case .modalPresentationStyle(let style): return "set modalPresentationStyle = " + style.rawValue
        case .shouldDismiss(let answer): return "set shouldDismiss = \(answer)"
        case .adaptivePresentationStyle(let style): return "set adaptivePresentationStyle = " + (style?.rawValue ?? "nil")
        case .hasDelegate(let on): return "set hasDelegate = \(on)"
        case .hasTranslucentBackground(let on): return "set backgroundTranslucent = \(on)"
        case .prefersPageSizing(let on): return "set prefersPageSizing = \(on)"
        case .backgroundEffect(let effect): return "set backgroundEffect = " + (effect?.rawValue ?? "automatic")
        case .preferredPlacement(let placement): return "set preferredPlacement = " + placement.rawValue
        case .popoverSourceView(let name):
            return "set popoverPresentationController.sourceView = " + (name.map(ScenarioWords.quoted) ?? "nil")
        case .popoverSourceRect(let rect):
            return "set popoverPresentationController.sourceRect = "
                + (rect.map { [$0.x, $0.y, $0.width, $0.height].map(ScenarioWords.points).joined(separator: " ") } ?? "nil")
        case .popoverPermittedArrowDirections(let directions):
            return "set popoverPresentationController.permittedArrowDirections = " + directions.words.joined(separator: " ")
        case .popoverPassthroughViews(let names):
            return "set popoverPresentationController.passthroughViews = " + (names.isEmpty ? "nil" : names.map(ScenarioWords.quoted).joined(separator: ", "))
        case .popoverBarButtonItem(let item):
            return "set popoverPresentationController.barButtonItem = " + (item.map { ScenarioWords.quoted($0.owner) + " " + $0.itemWords } ?? "nil")
        }
    }
}

extension SheetConfiguration {
    /// The changes that make this configuration from UIKit's defaults, each property that differs,
    /// in the order a scenario usually sets them up.
    public var changesFromDefaults: [ConfigurationChange] {
        let base = SheetConfiguration()
        var changes: [ConfigurationChange] = []
        if selectedDetentIdentifier != base.selectedDetentIdentifier { changes.append(.selectedDetentIdentifier(selectedDetentIdentifier)) }
        if isModalInPresentation != base.isModalInPresentation { changes.append(.isModalInPresentation(isModalInPresentation)) }
        if prefersGrabberVisible != base.prefersGrabberVisible { changes.append(.prefersGrabberVisible(prefersGrabberVisible)) }
        if largestUndimmedDetentIdentifier != base.largestUndimmedDetentIdentifier {
            changes.append(.largestUndimmedDetentIdentifier(largestUndimmedDetentIdentifier))
        }
        if prefersEdgeAttachedInCompactHeight != base.prefersEdgeAttachedInCompactHeight {
            changes.append(.prefersEdgeAttachedInCompactHeight(prefersEdgeAttachedInCompactHeight))
        }
        if modalPresentationStyle != base.modalPresentationStyle { changes.append(.modalPresentationStyle(modalPresentationStyle)) }
        if preferredCornerRadius != base.preferredCornerRadius { changes.append(.preferredCornerRadius(preferredCornerRadius)) }
        if prefersScrollingExpandsWhenScrolledToEdge != base.prefersScrollingExpandsWhenScrolledToEdge {
            changes.append(.prefersScrollingExpandsWhenScrolledToEdge(prefersScrollingExpandsWhenScrolledToEdge))
        }
        if widthFollowsPreferredContentSizeWhenEdgeAttached != base.widthFollowsPreferredContentSizeWhenEdgeAttached {
            changes.append(.widthFollowsPreferredContentSizeWhenEdgeAttached(widthFollowsPreferredContentSizeWhenEdgeAttached))
        }
        if preferredContentSize != base.preferredContentSize { changes.append(.preferredContentSize(preferredContentSize)) }
        if shouldDismiss != base.shouldDismiss { changes.append(.shouldDismiss(shouldDismiss)) }
        if adaptivePresentationStyle != base.adaptivePresentationStyle { changes.append(.adaptivePresentationStyle(adaptivePresentationStyle)) }
        if hasDelegate != base.hasDelegate { changes.append(.hasDelegate(hasDelegate)) }
        if hasTranslucentBackground != base.hasTranslucentBackground { changes.append(.hasTranslucentBackground(hasTranslucentBackground)) }
        if let prefersPageSizing { changes.append(.prefersPageSizing(prefersPageSizing)) }
        if let backgroundEffect { changes.append(.backgroundEffect(backgroundEffect)) }
        if let preferredPlacement { changes.append(.preferredPlacement(preferredPlacement)) }
        if let popover {
            let none = PopoverSettings()
            if popover.sourceView != none.sourceView { changes.append(.popoverSourceView(popover.sourceView)) }
            if popover.sourceRect != none.sourceRect { changes.append(.popoverSourceRect(popover.sourceRect)) }
            if popover.permittedArrowDirections != none.permittedArrowDirections {
                changes.append(.popoverPermittedArrowDirections(popover.permittedArrowDirections))
            }
            if popover.passthroughViews != none.passthroughViews { changes.append(.popoverPassthroughViews(popover.passthroughViews)) }
            if popover.barButtonItem != none.barButtonItem { changes.append(.popoverBarButtonItem(popover.barButtonItem)) }
        }
        return changes
    }

    /// The lines that set a sheet up with this configuration: its `detents` line, then a line for
    /// each property that differs from UIKit's default.
    var scenarioLines: [String] {
        let (words, note) = ScenarioWords.detents(detents)
        var lines = [ScenarioWords.line("detents " + words, note: note)]
        // SwiftUI's `presentationBackgroundInteraction(.enabled)` has no UIKit property; its line
        // comes before a `largestUndimmedDetentIdentifier` line, which it would otherwise reset.
        if undimmedAtEveryDetent { lines.append("presentationBackgroundInteraction enabled") }
        return lines + changesFromDefaults.map(\.description)
    }
}

extension ScrollViewState {
    /// The `scrollView` line that sets this scroll view up, with `contentOffsetY` (UIKit's) if given.
    /// `of`: the controller the line names when the state has no ``owner``.
    func scenarioLine(contentOffsetY: Double?, of controller: String? = nil) -> String {
        let base = ScrollViewState()
        var line = "scrollView"
        if let name = owner ?? controller { line += " of " + ScenarioWords.quoted(name) }
        if let contentOffsetY { line += " contentOffset " + ScenarioWords.points(contentOffsetY) }
        if contentHeight != base.contentHeight { line += " contentHeight " + ScenarioWords.points(contentHeight) }
        if hasRefreshControl { line += " refreshControl" }
        if scrollsHorizontally { line += " horizontal" }
        if contentInsetAdjustmentBehavior != base.contentInsetAdjustmentBehavior {
            line += " contentInsetAdjustmentBehavior " + contentInsetAdjustmentBehavior.rawValue
        }
        if contentInset != base.contentInset { line += " contentInset " + ScenarioWords.insets(contentInset) }
        if alwaysBounceVertical { line += " alwaysBounceVertical" }
        return ScenarioWords.line(line, note: dismissesKeyboardInteractively ? "keyboardDismissMode interactive, which no line writes" : nil)
    }
}

extension ViewLayoutSettings {
    /// The `set … of "controller"` lines that give `controller` these settings: every setting, but
    /// `navigationBar.prefersLargeTitles` (a navigation controller's) only when it is on.
    func scenarioLines(of controller: String) -> [String] {
        let of = " of " + ScenarioWords.quoted(controller) + " = "
        let margins = directionalLayoutMargins.map {
            "top \(ScenarioWords.points($0.top)) leading \(ScenarioWords.points($0.leading)) "
                + "bottom \(ScenarioWords.points($0.bottom)) trailing \(ScenarioWords.points($0.trailing))"
        }
        var lines = [
            "set additionalSafeAreaInsets" + of + ScenarioWords.insets(additionalSafeAreaInsets),
            "set directionalLayoutMargins" + of + (margins ?? "nil"),
            "set viewRespectsSystemMinimumLayoutMargins" + of + "\(viewRespectsSystemMinimumLayoutMargins)",
            "set insetsLayoutMarginsFromSafeArea" + of + "\(insetsLayoutMarginsFromSafeArea)",
            "set navigationItem.largeTitleDisplayMode" + of + largeTitleDisplayMode.rawValue,
        ]
        if prefersLargeTitles { lines.append("set navigationBar.prefersLargeTitles" + of + "true") }
        if !isToolbarHidden { lines.append("set isToolbarHidden" + of + "false") }
        // iOS 26 API (SheetRules 9.7): written only when set, so earlier releases read the lines back.
        for edge in ScrollEdge.allCases {
            if let style = edgeEffectStyles[edge] { lines.append("set scrollView.\(edge.rawValue)EdgeEffect.style" + of + style.rawValue) }
        }
        // The presentation-context settings, when set (SheetRules 10.1, 10.2).
        if definesPresentationContext { lines.append("set definesPresentationContext" + of + "true") }
        if providesPresentationContextTransitionStyle { lines.append("set providesPresentationContextTransitionStyle" + of + "true") }
        if modalTransitionStyle != .coverVertical { lines.append("set modalTransitionStyle" + of + modalTransitionStyle.rawValue) }
        return lines
    }
}
