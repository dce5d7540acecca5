/// Where each controller's view stands in its appearance, as its callbacks have told it.
///
/// A container's child hears about appearance from two sources: its container's own transitions
/// (a push, a tab switch) and the appearance the container forwards from above (a full-screen
/// presentation covering it). UIKit keeps one appearance state per controller and only calls the
/// methods that move it on, so a child never hears `viewWillDisappear` twice or `viewDidAppear`
/// without `viewWillAppear`; the ledger is that state.
struct AppearanceLedger: Sendable {
    enum Stage: Sendable, Equatable { case disappeared, appearing, appeared, disappearing }

    /// The controllers logged so far, and each one's stage at its place among them.
    private var names = NameIndex()
    private var stages: [Stage] = []

    /// A controller never logged is disappeared (its view has not been in a window).
    func stage(of name: String) -> Stage { names.place(of: name).map { stages[$0] } ?? .disappeared }

    /// Whether `callback` moves `name`'s appearance on. A disappearance that began can turn back
    /// into an appearance (a cancelled interactive dismissal) and the reverse.
    func accepts(_ callback: CallbackName, for name: String) -> Bool {
        switch (callback, stage(of: name)) {
        case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): return true
        case (.viewIsAppearing, .appearing), (.viewDidAppear, .appearing): return true
        case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): return true
        case (.viewDidDisappear, .disappearing): return true
        default: return false
        }
    }

    mutating func note(_ callback: CallbackName, for name: String) {
        let stage: Stage
        switch callback {
        case .viewWillAppear: stage = .appearing
        case .viewDidAppear: stage = .appeared
        case .viewWillDisappear: stage = .disappearing
        case .viewDidDisappear: stage = .disappeared
        default: return
        }
        if let place = names.place(of: name) {
            stages[place] = stage
        } else {
            names.append(name)
            stages.append(stage)
        }
    }
}

/// A change of the children a container shows, begun while the container may not be fully shown.
struct ChildChange {
    let container: String
    /// The container's own appearance when the change began.
    let stage: AppearanceLedger.Stage
    /// Whether the container runs the change as a transition.
    let shown: Bool
    /// The children it showed before.
    let before: [String]
    var completed = false
}
