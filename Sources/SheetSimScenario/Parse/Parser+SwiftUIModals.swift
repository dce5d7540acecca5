import SheetSim

extension ScenarioParser {
    // MARK: popover isPresented|item "BINDING" content "VIEW" size W x H

    mutating func swiftUIPopover(_ c: inout TokenCursor) throws(Diagnostic) -> SwiftUIModifier {
        let bindingKind = SwiftUIBindingKind(rawValue: try c.choice([SwiftUIBindingKind.isPresented.rawValue, SwiftUIBindingKind.item.rawValue],
                                                                    "binding kind"))!
        let binding = try c.string("the binding's name").stringValue!
        try c.expectWord("content")
        let content = try c.string("the content view's name").stringValue!
        guard c.nextIs("size") else {
            throw Diagnostic.error(.popoverNeedsContentSize, "a SwiftUI popover needs its content's size: SwiftUI sizes a popover to its content, and no source gives a default",
                                   at: c.location, hint: "add 'size 320pt x 200pt' after the content view's name")
        }
        _ = c.accept("size")
        let width = try c.number("a width in pt").points(.positive)
        try c.expectWord("x")
        let height = try c.number("a height in pt").points(.positive)
        var modifier = SwiftUIPresentationModifier(.popover, binding: binding, bindingKind: bindingKind, content: content)
        modifier.contentSize = Size(width: width, height: height)
        modifier.attachmentAnchor = try swiftUIAttachmentAnchor(&c)
        return .presentation(modifier)
    }

    /// `[attachmentAnchor X Y W H]`: a rectangle in the hosting view.
    mutating func swiftUIAttachmentAnchor(_ c: inout TokenCursor) throws(Diagnostic) -> Rect? {
        guard c.accept("attachmentAnchor") else { return nil }
        let x = try c.number("an x in pt").points(.any)
        let y = try c.number("a y in pt").points(.any)
        let width = try c.number("a width in pt").points(.nonNegative)
        let height = try c.number("a height in pt").points(.nonNegative)
        return Rect(x: x, y: y, width: width, height: height)
    }

    // MARK: presentationCompactAdaptation ADAPTATION | horizontal ADAPTATION vertical ADAPTATION

    mutating func swiftUICompactAdaptation(_ c: inout TokenCursor) throws(Diagnostic) -> SwiftUIModifier {
        let words = PresentationAdaptation.allCases.map(\.rawValue)
        if c.accept("horizontal") {
            let horizontal = PresentationAdaptation(rawValue: try c.choice(words, "presentation adaptation"))!
            try c.expectWord("vertical")
            let vertical = PresentationAdaptation(rawValue: try c.choice(words, "presentation adaptation"))!
            return .presentationCompactAdaptation(CompactAdaptation(horizontal: horizontal, vertical: vertical))
        }
        return .presentationCompactAdaptation(CompactAdaptation(PresentationAdaptation(rawValue: try c.choice(words, "presentation adaptation"))!))
    }

    // MARK: alert|confirmationDialog isPresented "BINDING" title "TITLE" actions "A" [role], …

    /// The alert controller is logged under the binding's name: SwiftUI gives it none, and a
    /// binding's name is unique in a scenario.
    mutating func swiftUIDialog(_ kind: SwiftUIDialogKind, _ c: inout TokenCursor) throws(Diagnostic) -> SwiftUIModifier {
        try c.expectWord(SwiftUIBindingKind.isPresented.rawValue)
        let token = try c.string("the binding's name")
        let binding = token.stringValue!
        if swiftUI.viewNames.contains(binding) || declaredKinds[binding] != nil {
            throw Diagnostic.error(.duplicateSwiftUIView, "the \(kind.rawValue)'s alert controller is logged under its binding's name, and '\(binding)' already names a controller or view",
                                   range: token.range, hint: "give the binding another name")
        }
        try c.expectWord("title")
        let title = try c.string("the title").stringValue!
        try c.expectWord("actions")
        var actions: [AlertAction] = []
        repeat {
            if !actions.isEmpty { try c.expect(.comma) }
            let buttonToken = try c.string("a button's title")
            var style = AlertActionStyle.default
            // A word after the title is its role, unless it starts the view's next modifier.
            if let word = c.peek()?.word, word != "attachmentAnchor", !LanguageSyntax.swiftUIModifiers.contains(where: { $0.word == word }) {
                style = AlertActionStyle(rawValue: try c.choice(LanguageSyntax.swiftUIButtonRoles, "button role"))!
            }
            if style == .cancel, let cancel = actions.first(where: { $0.style == .cancel }) {
                throw Diagnostic.error(.duplicateCancelAction, "UIKit raises here (\(AlertSettings.secondCancelActionMessage)): the \(kind.rawValue) already has the cancel button '\(cancel.title)'",
                                       range: buttonToken.range, hint: "give this button no role or the destructive role")
            }
            actions.append(AlertAction(buttonToken.stringValue!, style: style))
        } while c.nextIs(.comma)
        let anchor = try swiftUIAttachmentAnchor(&c)
        let dialog = SwiftUIDialog(kind, title: title, actions: actions)
        alertSettings[binding] = dialog.settings
        for action in actions { alertActionTitles.insert(action.title) }
        var modifier = SwiftUIPresentationModifier(kind == .alert ? .alert : .confirmationDialog, binding: binding, content: binding)
        modifier.dialog = dialog
        modifier.attachmentAnchor = anchor
        return .presentation(modifier)
    }

    // MARK: inspector isPresented "BINDING" content "VIEW"

    mutating func swiftUIInspector(_ c: inout TokenCursor) throws(Diagnostic) -> SwiftUIModifier {
        try c.expectWord(SwiftUIBindingKind.isPresented.rawValue)
        let binding = try c.string("the binding's name").stringValue!
        try c.expectWord("content")
        let content = try c.string("the content view's name").stringValue!
        return .presentation(SwiftUIPresentationModifier(.inspector, binding: binding, content: content))
    }
}
