/// One row of ``BehaviorOptions/catalog``: an unconfirmed fact's setting by name, the values it
/// takes, and the section of the behaviour rules it stands for.
public struct OptionInfo: Sendable {
    public let name: String
    /// The values a scenario can write, e.g. `["atRelease", "afterSettle"]`.
    public let values: [String]
    /// The rules section the option stands for.
    public let section: String
    let read: @Sendable (BehaviorOptions) -> String
    let write: @Sendable (inout BehaviorOptions, String) -> Bool

    /// The value in `options`.
    public func value(in options: BehaviorOptions) -> String { read(options) }

    /// The reference reading (``BehaviorOptions/reference``).
    public var defaultValue: String { read(.reference) }

    /// Sets the option to `value`; false (and no change) when `value` is not one of ``values``.
    @discardableResult
    public func set(_ value: String, in options: inout BehaviorOptions) -> Bool { write(&options, value) }

    /// A setting with named choices.
    static func choice<Value: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ keyPath: WritableKeyPath<BehaviorOptions, Value> & Sendable, section: String
    ) -> OptionInfo where Value.RawValue == String {
        OptionInfo(name: name, values: Value.allCases.map(\.rawValue), section: section,
                   read: { $0[keyPath: keyPath].rawValue },
                   write: { options, text in
                       guard let value = Value(rawValue: text) else { return false }
                       options[keyPath: keyPath] = value
                       return true
                   })
    }

    /// An on/off setting.
    static func flag(_ name: String, _ keyPath: WritableKeyPath<BehaviorOptions, Bool> & Sendable, section: String) -> OptionInfo {
        OptionInfo(name: name, values: ["true", "false"], section: section,
                   read: { String($0[keyPath: keyPath]) },
                   write: { options, text in
                       guard let value = Bool(text) else { return false }
                       options[keyPath: keyPath] = value
                       return true
                   })
    }
}

extension BehaviorOptions {
    /// Every option as data: what `option NAME = VALUE` sets, what the documentation and the
    /// REPL's completion list.
    public static let catalog: [OptionInfo] = [
        .choice("detentChangeTiming", \.detentChangeTiming, section: "3"),
        .flag("viewIsAppearingOnCancel", \.viewIsAppearingOnCancel, section: "4.5"),
        .choice("didDismissOrder", \.didDismissOrder, section: "4.4"),
        .choice("grabberCycleDirection", \.grabberCycleDirection, section: "2.3"),
        .flag("dimmingTapSendsDidAttemptToDismiss", \.dimmingTapSendsDidAttemptToDismiss, section: "4.7"),
        .choice("attemptMeasure", \.attemptMeasure, section: "3"),
        .flag("floatingSheetsHaveDetents", \.floatingSheetsHaveDetents, section: "2.6"),
        .choice("padPageSheetAttachment", \.padPageSheetAttachment, section: "2.6"),
        .choice("prefersPageSizingDefault", \.prefersPageSizingDefault, section: "1.1"),
        .flag("viewIsAppearingBackDeployed", \.viewIsAppearingBackDeployed, section: "4.1"),
        .choice("navigationTransitionForwarding", \.navigationTransitionForwarding, section: "split 5.4"),
        .choice("floatingSheetHorizontalSizeClass", \.floatingSheetHorizontalSizeClass, section: "layout U5"),
        .choice("settleOvershoot", \.settleOvershoot, section: "2.7"),
        .choice("splitViewProposedTopColumn", \.splitViewProposedTopColumn, section: "split U3"),
        .choice("splitViewExpandProposal", \.splitViewExpandProposal, section: "split U4"),
        .choice("splitViewDisplayModeWhileCollapsed", \.splitViewDisplayModeWhileCollapsed, section: "split U10"),
        .flag("splitViewWillChangeOnEveryAssignment", \.splitViewWillChangeOnEveryAssignment, section: "split U9"),
        .choice("splitViewCollapseCallbackOrder", \.splitViewCollapseCallbackOrder, section: "split U1"),
        .choice("splitViewOverlayTripleColumnMode", \.splitViewOverlayTripleColumnMode, section: "split U5"),
        .choice("splitViewChildTransitionSize", \.splitViewChildTransitionSize, section: "split 5.1"),
        .choice("splitViewSecondaryOnlyButtonOverlayMode", \.splitViewSecondaryOnlyButtonOverlayMode, section: "split 8"),
        .choice("splitViewShowSecondaryWhenExpanded", \.splitViewShowSecondaryWhenExpanded, section: "split 10"),
        .flag("splitViewColumnCallbacksOnRotation", \.splitViewColumnCallbacksOnRotation, section: "split U17"),
        .flag("splitViewViewControllersReportsWrappers", \.splitViewViewControllersReportsWrappers, section: "split U15"),
        .flag("splitViewGestureInTile", \.splitViewGestureInTile, section: "split U16"),
        .choice("presentationTransitionLayout", \.presentationTransitionLayout, section: "layout U9"),
        .choice("growingResizeTiming", \.growingResizeTiming, section: "layout 2"),
        .choice("detentViewSizing", \.detentViewSizing, section: "layout 2"),
        .choice("rubberBandAboveLargest", \.rubberBandAboveLargest, section: "layout U11"),
        .choice("layoutMarginsSafeAreaCombination", \.layoutMarginsSafeAreaCombination, section: "layout U3"),
        .choice("geometryCallbackOrder", \.geometryCallbackOrder, section: "layout U8"),
        .flag("grabberInsetsContent", \.grabberInsetsContent, section: "layout U12"),
    ]

    /// The catalog row named `name`, or nil.
    public static func option(named name: String) -> OptionInfo? { catalog.first { $0.name == name } }
}
