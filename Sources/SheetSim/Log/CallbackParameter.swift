/// One parameter of a logged callback, as the log prints it: its label, whether the label is
/// printed, and which values it takes. ``CallbackName/parameters`` lists a callback's; the log's
/// ``Callback/arguments`` take their labels from there, so the two cannot disagree, and a
/// pattern's argument text is checked against them (``CallbackVocabulary/whyNever(arguments:of:controllers:)``).
public struct CallbackParameter: Hashable, Sendable {
    /// The label, as JSON output names the value.
    public var label: String
    /// Printed without its label, as the Swift call reads (`navigationControllerWillShow(detail, animated: true)`).
    public var isPositional: Bool
    /// The values the parameter takes.
    public var kind: Kind

    /// The values a parameter takes, as the log prints them.
    public enum Kind: Hashable, Sendable {
        /// `true` or `false`.
        case bool
        /// A whole number: `3`, `-1`.
        case integer
        /// A length or coordinate in points, with at most two decimals and no trailing zeros: `10.5`.
        case points
        /// A size in points: `390 x 844`.
        case size
        /// The horizontal and vertical size classes as Interface Builder writes them: `wC hR`.
        case sizeClasses
        /// A view controller's name: `detail`.
        case controller
        /// A view controller's name, or `nil`.
        case controllerOrNil
        /// A detent identifier as it prints (`medium`, `large`, a custom identifier), or `nil`.
        case detentIdentifierOrNil
        /// One of these words: a UIKit enumeration's case (`pageSheet`, `secondaryOnly`).
        case choice([String])
        /// A quoted string literal: `"Delete"`.
        case text

        /// What a value looks like, for a hint: `true|false`, `CONTROLLER`.
        public var placeholder: String {
            switch self {
            case .bool: return "true|false"
            case .integer: return "INTEGER"
            case .points: return "POINTS"
            case .size: return "WIDTH x HEIGHT"
            case .sizeClasses: return "wC|wR hC|hR"
            case .controller: return "CONTROLLER"
            case .controllerOrNil: return "CONTROLLER|nil"
            case .detentIdentifierOrNil: return "DETENT|nil"
            case .choice(let words): return words.joined(separator: "|")
            case .text: return "\"TEXT\""
            }
        }
    }

    public init(label: String, isPositional: Bool = false, kind: Kind) {
        self.label = label
        self.isPositional = isPositional
        self.kind = kind
    }

    /// A string value prints quoted.
    public var isQuoted: Bool { kind == .text }

    /// `animated: true|false`, `CONTROLLER`: the parameter as a hint shows it.
    public var placeholder: String { isPositional ? kind.placeholder : label + ": " + kind.placeholder }
}

extension CallbackName {
    /// The callback's parameters in the order they print; empty for a callback printed without
    /// parentheses.
    public var parameters: [CallbackParameter] { Self.parameterTable[ordinal] }

    /// `viewDidAppear(animated: true|false)`, `presentationControllerDidDismiss`: how the log
    /// prints this callback, for a hint.
    public var printedForm: String {
        let parameters = parameters
        return parameters.isEmpty ? rawValue : rawValue + "(" + parameters.map(\.placeholder).joined(separator: ", ") + ")"
    }

    /// ``parameters`` for every name, in `allCases` order, worked out once: the log reads them
    /// for every distinct callback it prints.
    private static let parameterTable: [[CallbackParameter]] = allCases.map(\.declaredParameters)

    private var declaredParameters: [CallbackParameter] {
        func labeled(_ label: String, _ kind: CallbackParameter.Kind) -> CallbackParameter {
            CallbackParameter(label: label, kind: kind)
        }
        func positional(_ label: String, _ kind: CallbackParameter.Kind) -> CallbackParameter {
            CallbackParameter(label: label, isPositional: true, kind: kind)
        }
        // The styles an adaptive presentation is logged with: never a context style.
        let style = CallbackParameter.Kind.choice(ModalPresentationStyle.allCases.filter { !$0.isContextStyle }.map(\.rawValue))
        let mode = CallbackParameter.Kind.choice(SplitDisplayMode.allCases.map(\.rawValue))
        let column = CallbackParameter.Kind.choice(SplitViewColumn.allCases.map(\.rawValue))
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            return [labeled("animated", .bool)]
        case .willMove, .didMove: return [labeled("toParent", .controllerOrNil)]
        case .willTransition: return [labeled("to", .sizeClasses)]
        case .viewWillTransition: return [labeled("to", .size)]
        case .windowSceneDidUpdateEffectiveGeometry: return [labeled("size", .size), labeled("isInteractivelyResizing", .bool)]
        case .presentationTransitionDidEnd, .dismissalTransitionDidEnd: return [labeled("completed", .bool)]
        case .presentationControllerShouldDismiss: return [labeled("returned", .bool)]
        case .adaptivePresentationStyle: return [labeled("traitCollection", .sizeClasses), labeled("returned", style)]
        case .presentationControllerWillPresentWithAdaptiveStyle: return [positional("style", style)]
        case .presentationControllerPrepare: return [labeled("adaptivePresentationController", .text)]
        case .popoverPresentationControllerWillRepositionPopover:
            return [labeled("x", .points), labeled("y", .points), labeled("width", .points), labeled("height", .points)]
        case .sheetPresentationControllerDidChangeSelectedDetentIdentifier:
            return [labeled("selectedDetentIdentifier", .detentIdentifierOrNil)]
        case .navigationControllerWillShow, .navigationControllerDidShow:
            return [positional("viewController", .controller), labeled("animated", .bool)]
        case .tabBarControllerShouldSelect, .splitViewControllerShowDetail, .splitViewControllerShow:
            return [positional("viewController", .controller), labeled("returned", .bool)]
        case .tabBarControllerDidSelect: return [positional("viewController", .controller)]
        case .tabBarControllerShouldSelectTab: return [positional("tab", .controller), labeled("returned", .bool)]
        case .tabBarControllerDidSelectTab: return [positional("tab", .controller), labeled("previousTab", .controller)]
        case .tabBarControllerSidebarVisibilityWillChange: return [labeled("isHidden", .bool)]
        case .tabBarControllerDisplayedViewControllers: return [positional("tab", .controller), labeled("proposedViewControllers", .controller)]
        case .pageViewControllerWillTransitionTo: return [positional("pendingViewControllers", .controller)]
        case .pageViewControllerDidFinishAnimating:
            return [positional("finished", .bool), labeled("previousViewControllers", .controller), labeled("transitionCompleted", .bool)]
        case .splitViewControllerWillChangeTo: return [labeled("displayMode", mode)]
        case .splitViewControllerWillShow, .splitViewControllerWillHide, .splitViewControllerDidShow, .splitViewControllerDidHide:
            return [labeled("column", column)]
        case .splitViewControllerTopColumnForCollapsing: return [labeled("proposed", column), labeled("returned", column)]
        case .splitViewControllerDisplayModeForExpanding: return [labeled("proposed", mode), labeled("returned", mode)]
        case .primaryViewControllerForCollapsing, .primaryViewControllerForExpanding:
            return [labeled("returned", .controllerOrNil)]
        case .splitViewControllerCollapseSecondary:
            return [positional("secondaryViewController", .controller), labeled("onto", .controller), labeled("returned", .bool)]
        case .splitViewControllerSeparateSecondaryFrom:
            return [positional("primaryViewController", .controller), labeled("returned", .controllerOrNil)]
        case .targetDisplayModeForAction: return [labeled("returned", mode)]
        case .collapseSecondaryViewController:
            return [positional("secondaryViewController", .controller), labeled("for", .controller)]
        case .separateSecondaryViewController: return [labeled("for", .controller), labeled("returned", .controllerOrNil)]
        case .navigationBarAppearanceChanged:
            return [positional("appearance", .choice(BarAppearance.allCases.map(\.rawValue)))]
        case .tableViewLeadingSwipeActionsConfigurationForRowAt, .tableViewTrailingSwipeActionsConfigurationForRowAt,
             .tableViewWillBeginEditingRowAt, .tableViewDidEndEditingRowAt:
            return [labeled("row", .integer)]
        case .contextualActionHandler: return [positional("title", .text), labeled("row", .integer)]
        case .alertActionHandler: return [positional("title", .text)]
        case .animateAlongsideTransition, .animateAlongsideTransitionCompletion, .notifyWhenInteractionChanges:
            return [labeled("isInteractive", .bool), labeled("isCancelled", .bool)]
        case .tapReceived: return [labeled("x", .points), labeled("y", .points)]
        case .warning, .error: return [positional("message", .text)]
        case .task: return [positional("phase", .choice(SwiftUITaskPhase.allCases.map(\.rawValue)))]
        case .scenePhase: return [positional("phase", .choice(ScenePhase.allCases.map(\.rawValue)))]
        // Printed with the binding's own name as its label (``Callback/arguments``).
        case .binding: return [labeled("value", .text)]
        case .traitCollectionDidChange, .presentationTransitionWillBegin, .dismissalTransitionWillBegin,
             .presentationControllerWillDismiss, .presentationControllerDidDismiss,
             .presentationControllerDidAttemptToDismiss, .splitViewControllerDidCollapse, .splitViewControllerDidExpand,
             .splitViewControllerInteractivePresentationGestureWillBegin, .splitViewControllerInteractivePresentationGestureDidEnd,
             .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
             .updateProperties, .scrollViewDidChangeAdjustedContentInset,
             .sceneWillResignActive, .sceneDidBecomeActive, .applicationWillResignActive, .applicationDidBecomeActive,
             .onAppear, .onDisappear, .onDismiss:
            return []
        }
    }
}
