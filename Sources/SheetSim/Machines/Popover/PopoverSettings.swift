/// What the app sets on a presented controller's `popoverPresentationController` before it
/// presents it with the `popover` style (<doc:SheetRules> 8.1).
///
/// UIKit anchors a popover to a `sourceView` and a rectangle in it (`sourceRect`), or to a bar
/// button item (``barButtonItem``, SheetRules 10.6). The settings ride on the presented controller's
/// ``SheetConfiguration`` (``SheetConfiguration/popover``), as UIKit's live on the controller.
public struct PopoverSettings: Hashable, Sendable {
    /// `sourceView`: the controller whose view the popover points at; nil: none set, which UIKit
    /// answers with an exception at presentation.
    public var sourceView: String?
    /// `sourceRect`, in `sourceView`'s coordinates; nil: none set (what stands in for it is the
    /// option ``BehaviorOptions/popoverAnchorWithoutSourceRect``).
    public var sourceRect: Rect?
    /// `permittedArrowDirections`: `any` by default (DOC).
    public var permittedArrowDirections: PopoverArrowDirections = .any
    /// `passthroughViews`: the views (here, the controllers whose views) a tap outside the popover
    /// reaches instead of dismissing it (DOC).
    public var passthroughViews: [String] = []
    /// `barButtonItem`: the navigation bar item the popover points at; nil: none. Set, it is the
    /// anchor, whatever ``sourceView`` says (GUESS: UIKit documents the two as alternatives).
    public var barButtonItem: BarButtonItemReference?

    public init(sourceView: String? = nil, sourceRect: Rect? = nil,
                permittedArrowDirections: PopoverArrowDirections = .any, passthroughViews: [String] = [],
                barButtonItem: BarButtonItemReference? = nil) {
        self.barButtonItem = barButtonItem
        self.sourceView = sourceView
        self.sourceRect = sourceRect
        self.permittedArrowDirections = permittedArrowDirections
        self.passthroughViews = passthroughViews
    }
}

extension PopoverSettings {
    /// A copy with `change` made.
    func with(_ change: (inout PopoverSettings) -> Void) -> PopoverSettings {
        var copy = self
        change(&copy)
        return copy
    }
}
