extension SheetMachine: Machine {
    public static var kindName: String { "UISheetPresentationController" }
    public static var noun: String { "sheet" }
    public static var table: KeyPath<MachineStore, MachineTable<SheetMachine>> { \.sheets }
    public static func withTable<R>(in store: inout MachineStore, _ body: (inout MachineTable<SheetMachine>) -> R) -> R { body(&store.sheets) }
    public static var role: MachineRole { .presentation }
    public static func animationCompleted(token: Int) -> SheetEvent { .animationCompleted(token: token) }

    /// `presentationControllerShouldDismiss(_:)` comes back to the drag or tap its token names;
    /// `adaptivePresentationStyle(for:traitCollection:)` sets the adaptive answer.
    public static func answered(_ question: Callback, token: Int) -> SheetEvent {
        switch question {
        case .presentationControllerShouldDismiss(let answer):
            return .shouldDismissAnswered(answer, for: DismissDecisionSource(rawValue: token) ?? .drag)
        case .adaptivePresentationStyle(_, let answer):
            return .adaptivePresentationStyleAnswered(answer)
        default:
            preconditionFailure("a sheet never asks \(question.callbackName)")
        }
    }

    /// Asks the delegate whether the sheet may be dismissed by `source`: `configured` is the
    /// configuration's answer.
    func askShouldDismiss(_ source: DismissDecisionSource, configured: Bool) -> SheetAction {
        .ask(delegate, .presentationControllerShouldDismiss(answer: configured), token: source.rawValue)
    }

    public mutating func layoutSignature() -> SheetLayoutSignature { takeLayoutSignature() }

    public static func recordTimeline(of name: String, in simulator: inout Simulator) { simulator.recordChanges() }

    /// It reads nothing of the world around it: its events carry what it needs.
    public mutating func handle(_ event: SheetEvent, at now: SimInstant, in context: Void) -> [SheetAction] { handle(event, at: now) }
}
