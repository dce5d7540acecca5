/// What differs between the layout a controller was last told about and its new one, as the
/// geometry step's callbacks and notes need it. Worked out in one call that reads both layouts
/// where they are: comparing copies of layouts this size field by field cost a copy per field.
struct LayoutChange {
    /// Anything at all.
    var any: Bool
    /// The safe area (against zero when there is no old layout).
    var safeArea: Bool
    /// The margins (always, when there is no old layout).
    var margins: Bool
    /// The size (always, when there is no old layout).
    var size: Bool
    /// The scroll view's adjusted content inset changed, or it is new and not zero.
    var adjustedContentInset: Bool
    /// The navigation bar's new appearance, when there was a bar and its appearance changed.
    var barAppearance: BarAppearance?

    /// A controller's first layout: everything is news, except a zero safe area or content inset.
    init(first new: ViewLayout) {
        any = true
        safeArea = new.safeAreaInsets != .zero
        margins = true
        size = true
        adjustedContentInset = new.scrollView.map { $0.adjustedContentInset != .zero } ?? false
        barAppearance = nil
    }

    init(from old: ViewLayout, to new: ViewLayout) {
        any = old != new
        safeArea = old.safeAreaInsets != new.safeAreaInsets
        margins = old.directionalLayoutMargins != new.directionalLayoutMargins
        size = old.size != new.size
        if let scroll = new.scrollView {
            adjustedContentInset = old.scrollView?.adjustedContentInset != scroll.adjustedContentInset
                && (old.scrollView != nil || scroll.adjustedContentInset != .zero)
        } else {
            adjustedContentInset = false
        }
        if let bar = new.navigationBar, let previous = old.navigationBar?.appearance, previous != bar.appearance {
            barAppearance = bar.appearance
        } else {
            barAppearance = nil
        }
    }
}
