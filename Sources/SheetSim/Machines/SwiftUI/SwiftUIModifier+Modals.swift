extension SwiftUIModifier {
    // MARK: Popovers, alerts, confirmation dialogs and inspectors, as SwiftUI writes them

    /// `popover(isPresented: $binding, attachmentAnchor: .rect(.rect(anchor))) { content }`, its
    /// content `size` big (SwiftUI sizes a popover to its content; no source gives a default).
    public static func popover(isPresented binding: String, content: String, size: Size, attachmentAnchor: Rect? = nil) -> SwiftUIModifier {
        popover(binding, kind: .isPresented, content: content, size: size, attachmentAnchor: attachmentAnchor)
    }

    /// `popover(item: $binding) { content }`: a new item dismisses the popover and presents it again (DOC, P-S4).
    public static func popover(item binding: String, content: String, size: Size, attachmentAnchor: Rect? = nil) -> SwiftUIModifier {
        popover(binding, kind: .item, content: content, size: size, attachmentAnchor: attachmentAnchor)
    }

    private static func popover(_ binding: String, kind: SwiftUIBindingKind, content: String, size: Size, attachmentAnchor: Rect?) -> SwiftUIModifier {
        var modifier = SwiftUIPresentationModifier(.popover, binding: binding, bindingKind: kind, content: content)
        modifier.contentSize = size
        modifier.attachmentAnchor = attachmentAnchor
        return .presentation(modifier)
    }

    /// `alert(title, isPresented: $binding) { buttons }`: a `UIAlertController` logged under the
    /// binding's name; each button's role is its action's style.
    public static func alert(_ title: String, isPresented binding: String, actions: [AlertAction]) -> SwiftUIModifier {
        dialog(.alert, title: title, binding: binding, actions: actions, attachmentAnchor: nil)
    }

    /// `confirmationDialog(title, isPresented: $binding) { buttons }`: an action sheet anchored to
    /// the view (or to `attachmentAnchor` in it).
    public static func confirmationDialog(_ title: String, isPresented binding: String, actions: [AlertAction],
                                          attachmentAnchor: Rect? = nil) -> SwiftUIModifier {
        dialog(.confirmationDialog, title: title, binding: binding, actions: actions, attachmentAnchor: attachmentAnchor)
    }

    private static func dialog(_ kind: SwiftUIDialogKind, title: String, binding: String, actions: [AlertAction], attachmentAnchor: Rect?) -> SwiftUIModifier {
        var modifier = SwiftUIPresentationModifier(kind == .alert ? .alert : .confirmationDialog, binding: binding, content: binding)
        modifier.dialog = SwiftUIDialog(kind, title: title, actions: actions)
        modifier.attachmentAnchor = attachmentAnchor
        return .presentation(modifier)
    }

    /// `inspector(isPresented: $binding) { content }` (iOS 17).
    public static func inspector(isPresented binding: String, content: String) -> SwiftUIModifier {
        .presentation(SwiftUIPresentationModifier(.inspector, binding: binding, content: content))
    }
}
