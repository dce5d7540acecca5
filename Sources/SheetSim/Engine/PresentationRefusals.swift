/// The warnings every presentation machine logs where UIKit ignores a present or a dismiss, in one
/// wording for every kind (sheets, popovers, alert controllers, context presentations), so a log
/// reads the same whatever was presented.
extension Callback {
    /// `present` on a controller that is already presented.
    static func presentIgnored(alreadyPresented name: String) -> Callback {
        .warning("\(name) is already presented; present ignored")
    }

    /// `dismiss` on a controller that is not presented.
    static func dismissIgnored(notPresented name: String) -> Callback {
        .warning("\(name) is not presented; dismiss ignored")
    }

    /// `dismiss` while the controller's presentation or dismissal transition runs.
    static func dismissIgnored(duringTransitionOf name: String) -> Callback {
        .warning("attempt to dismiss \(name) while a transition is in progress; ignored")
    }
}
