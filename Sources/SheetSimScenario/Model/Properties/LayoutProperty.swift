/// What a `set PROPERTY [of "controller"] = VALUE` layout line can name: a view controller's
/// layout settings under UIKit's key paths (layout rules 3–6), which any controller takes.
///
/// The parser reads a ``ViewLayoutChange`` for each case in an exhaustive switch, and
/// ``Vocabulary/layoutProperties`` lists the cases.
public enum LayoutProperty: String, CaseIterable, Sendable {
    /// `additionalSafeAreaInsets`.
    case additionalSafeAreaInsets
    /// The root view's `directionalLayoutMargins`.
    case directionalLayoutMargins
    /// `viewRespectsSystemMinimumLayoutMargins`.
    case viewRespectsSystemMinimumLayoutMargins
    /// The root view's `insetsLayoutMarginsFromSafeArea`.
    case insetsLayoutMarginsFromSafeArea
    /// `navigationItem.largeTitleDisplayMode`.
    case largeTitleDisplayMode = "navigationItem.largeTitleDisplayMode"
    /// A navigation controller's `navigationBar.prefersLargeTitles`.
    case prefersLargeTitles = "navigationBar.prefersLargeTitles"
    /// The controller's scroll view's `topEdgeEffect.style` (iOS 26).
    case topEdgeEffectStyle = "scrollView.topEdgeEffect.style"
    /// The controller's scroll view's `bottomEdgeEffect.style` (iOS 26).
    case bottomEdgeEffectStyle = "scrollView.bottomEdgeEffect.style"
    /// A navigation controller's `isToolbarHidden`.
    case isToolbarHidden
    /// `definesPresentationContext` (not a layout setting, but any controller's, set alike).
    case definesPresentationContext
    /// `providesPresentationContextTransitionStyle`.
    case providesPresentationContextTransitionStyle
    /// `modalTransitionStyle`.
    case modalTransitionStyle
}
