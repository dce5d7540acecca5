/// The words that start a scenario line, one case per command, in the order help and hints list
/// them.
///
/// The parser switches over these cases exhaustively, and ``Vocabulary/commands`` (help, did-you-mean
/// hints, Tab completion) is read from them, so a command cannot be known to one and missing from
/// the other. A line's first word is found with one dictionary lookup, not compared with each
/// command in turn.
public enum CommandKeyword: String, CaseIterable, Sendable {
    case scenario, include, device, os, appearance, reduceMotion, window, metric, option
    case navigationController, tabBarController, splitViewController, column, rootViewController
    case sheet, detents, presentationDetents, set, animateChanges, invalidateDetents
    case present, dismiss, push, pop, popToRoot, swipe, select, show, hide, showDetail
    case drag, touch, tap, scrollView, scroll, swipeActions, keyboard, rotate
    case wait, mark, expect
    // SwiftUI modifiers as configuration lines.
    case presentationDragIndicator, interactiveDismissDisabled, presentationCornerRadius
    case presentationBackgroundInteraction, presentationContentInteraction

    /// Each keyword by its spelling, in the cases' order.
    static let byName = WordTable(cases: CommandKeyword.self)
}
