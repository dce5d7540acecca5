import SheetSim

/// The `swiftUI view` modifiers for popovers, alerts, confirmation dialogs and inspectors, and the
/// popover content's `presentationCompactAdaptation`: appended to ``LanguageSyntax/swiftUIModifiers``.
extension LanguageSyntax {
    static let swiftUIModalModifiers: [SwiftUIModifierSyntax] = [
        SwiftUIModifierSyntax(word: "popover", pattern: swiftUIPopoverArguments,
                              note: "popover(isPresented:content:) or popover(item:content:): the content view in a popover anchored to this view's bounds, sized as its content is",
                              parse: { parser, c throws(Diagnostic) in try parser.swiftUIPopover(&c) }),
        SwiftUIModifierSyntax(word: "presentationCompactAdaptation", pattern: swiftUICompactAdaptation,
                              note: "on a popover's content view (iOS 16.4): what it becomes in a compact size class; the vertical value wins when both are compact",
                              parse: { parser, c throws(Diagnostic) in try parser.swiftUICompactAdaptation(&c) }),
        SwiftUIModifierSyntax(word: "alert", pattern: swiftUIDialogArguments,
                              note: "alert(_:isPresented:actions:): a UIAlertController logged under the binding's name; a button's tap writes the binding false",
                              parse: { parser, c throws(Diagnostic) in try parser.swiftUIDialog(.alert, &c) }),
        SwiftUIModifierSyntax(word: "confirmationDialog", pattern: swiftUIDialogArguments,
                              note: "confirmationDialog(_:isPresented:actions:): an action sheet anchored to this view (a popover on iPad; anchored on iPhone from iOS 26)",
                              parse: { parser, c throws(Diagnostic) in try parser.swiftUIDialog(.confirmationDialog, &c) }),
        SwiftUIModifierSyntax(word: "inspector", pattern: swiftUIInspectorArguments,
                              note: "inspector(isPresented:content:) (iOS 17): a trailing column in regular width, a sheet in compact",
                              parse: { parser, c throws(Diagnostic) in try parser.swiftUIInspector(&c) }),
    ]

    /// `isPresented|item "BINDING" content "VIEW" size W x H`.
    static let swiftUIPopoverArguments = SyntaxPattern.named("swiftui-popover", .sequence([
        .oneOf([SwiftUIBindingKind.isPresented.rawValue, SwiftUIBindingKind.item.rawValue], what: "binding kind"),
        .string(what: "a binding's name"),
        .keyword("content"), .string(what: "the content view's name"),
        .keyword("size"), .number(.length), .keyword("x"), .number(.length),
        .optional(swiftUIAttachmentAnchor),
    ]), note: "the binding, the content view, and the content's size (no source gives a default popover size)")

    /// `attachmentAnchor X Y W H`: where the modifier's view (a button, say) is in the hosting
    /// view: a popover's `attachmentAnchor` `.rect(.rect(…))`, a dialog's anchor; the hosting
    /// view's bounds when left out (DOC P-S3: `.rect(.bounds)`).
    static let swiftUIAttachmentAnchor = SyntaxPattern.named("attachment-anchor", .sequence([
        .keyword("attachmentAnchor"), .number(.length), .number(.length), .number(.length), .number(.length),
    ]), note: "the rectangle in the hosting view the presentation points at; its bounds when left out")

    /// `ADAPTATION` or `horizontal ADAPTATION vertical ADAPTATION`.
    static let swiftUICompactAdaptation = SyntaxPattern.named("compact-adaptation", .anyOf([
        .oneOf(PresentationAdaptation.allCases.map(\.rawValue), what: "presentation adaptation"),
        .sequence([.keyword("horizontal"), .oneOf(PresentationAdaptation.allCases.map(\.rawValue), what: "presentation adaptation"),
                   .keyword("vertical"), .oneOf(PresentationAdaptation.allCases.map(\.rawValue), what: "presentation adaptation")]),
    ]))

    /// `isPresented "BINDING" title "TITLE" actions "A" [role], …`.
    static let swiftUIDialogArguments = SyntaxPattern.named("swiftui-dialog", .sequence([
        .keyword(SwiftUIBindingKind.isPresented.rawValue), .string(what: "a binding's name"),
        .keyword("title"), .string(what: "the title"),
        .keyword("actions"),
        .repeated(.sequence([.string(what: "a button's title"), .optional(.oneOf(swiftUIButtonRoles, what: "button role"))]),
                  separator: .symbol(.comma)),
        .optional(swiftUIAttachmentAnchor),
    ]), note: "the binding, the title, and the buttons in order, each with an optional role")

    /// SwiftUI's `ButtonRole`s, which are the alert actions' styles.
    static let swiftUIButtonRoles = [AlertActionStyle.cancel.rawValue, AlertActionStyle.destructive.rawValue]

    /// `isPresented "BINDING" content "VIEW"`.
    static let swiftUIInspectorArguments = SyntaxPattern.named("swiftui-inspector", .sequence([
        .keyword(SwiftUIBindingKind.isPresented.rawValue), .string(what: "a binding's name"),
        .keyword("content"), .string(what: "the content view's name"),
    ]))
}
