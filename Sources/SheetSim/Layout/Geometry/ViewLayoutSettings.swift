/// What an app sets on a view controller that changes its layout, under UIKit's names: its safe
/// area, its root view's margins and its navigation item. Defaults are UIKit's.
///
/// Set them with ``Simulator/updateViewLayoutSettings(of:_:)``, or in a scenario with
/// `set PROPERTY [of "name"] = VALUE`.
public struct ViewLayoutSettings: Hashable, Sendable {
    /// `additionalSafeAreaInsets`: added to the safe area the controller's position gives it
    /// (layout rules 22, 23). Zero by default.
    public var additionalSafeAreaInsets: EdgeInsets = .zero
    /// `view.directionalLayoutMargins` as assigned by the app (layout rules 31, 54); nil leaves
    /// UIKit's default for a root view, zero, which the system minimum then raises.
    public var directionalLayoutMargins: DirectionalEdgeInsets? = nil
    /// `viewRespectsSystemMinimumLayoutMargins` (layout rules 31). True by default.
    public var viewRespectsSystemMinimumLayoutMargins = true
    /// `view.insetsLayoutMarginsFromSafeArea` (layout rules 32). True by default.
    public var insetsLayoutMarginsFromSafeArea = true
    /// `navigationItem.largeTitleDisplayMode` (layout rules 46). Automatic by default.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// `navigationBar.prefersLargeTitles`, for a navigation controller (layout rules 46). False by default.
    public var prefersLargeTitles = false
    /// `scrollView.topEdgeEffect.style` and `bottomEdgeEffect.style` of the scroll view that is this
    /// controller's content, or the content of the controller it shows (iOS 26, SheetRules 9.7).
    /// nil: never set, `automatic`.
    public var edgeEffectStyles = ScrollEdgeEffectStyles()
    /// `isToolbarHidden`, for a navigation controller: its toolbar shows at the bottom of its view
    /// when false (SheetRules 9.7). True by default, as UIKit's.
    public var isToolbarHidden = true
    /// `definesPresentationContext`: whether a `currentContext` or `overCurrentContext`
    /// presentation from this controller or one under it covers this controller (SheetRules 10.1).
    /// False by default. Not a layout setting, but set the same way, on any controller.
    public var definesPresentationContext = false
    /// `providesPresentationContextTransitionStyle`: whether, defining the context, this
    /// controller's ``modalTransitionStyle`` is the one a context presentation uses (SheetRules
    /// 10.2). False by default.
    public var providesPresentationContextTransitionStyle = false
    /// `modalTransitionStyle`: how this controller comes on screen when presented, or, defining a
    /// context that provides its transition style, how those presented over it do. Cover vertical by default.
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical

    public init() {}

    /// Whether these settings differ from `other` only in the presentation-context ones, which
    /// change no layout.
    func differsOnlyInPresentationContext(from other: ViewLayoutSettings) -> Bool {
        var same = other
        same.definesPresentationContext = definesPresentationContext
        same.providesPresentationContextTransitionStyle = providesPresentationContextTransitionStyle
        same.modalTransitionStyle = modalTransitionStyle
        return same == self
    }
}

/// `UINavigationItem.LargeTitleDisplayMode`.
public enum LargeTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
    /// Keep the style of the item below it in the stack (the root follows `prefersLargeTitles`).
    case automatic
    /// A large title whenever the bar prefers large titles.
    case always
    /// Never a large title.
    case never
}

/// `UIScrollView.ContentInsetAdjustmentBehavior` (layout rules 36).
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
    /// Vertical insets always when the scroll view is a controller's content inside a navigation
    /// or tab bar controller; otherwise as ``scrollableAxes``.
    case automatic
    /// The safe area on the axes the content scrolls along (or bounces along vertically).
    case scrollableAxes
    /// No safe area.
    case never
    /// The whole safe area, always.
    case always
}
