/// What a `scrollView` line can set, under `UIScrollView`'s names where it has one.
///
/// The parser reads each case in an exhaustive switch, and ``Vocabulary/scrollViewProperties``
/// lists the cases.
public enum ScrollViewProperty: String, CaseIterable, Sendable {
    /// `contentOffset` (its y), in points.
    case contentOffset
    /// `contentSize` (its height), in points.
    case contentHeight
    /// A `refreshControl` is set, which stops scroll-to-expand.
    case refreshControl
    /// The content scrolls horizontally, which stops scroll-to-expand.
    case horizontal
    /// `contentInsetAdjustmentBehavior`.
    case contentInsetAdjustmentBehavior
    /// `contentInset`.
    case contentInset
    /// `alwaysBounceVertical` is true.
    case alwaysBounceVertical
}
