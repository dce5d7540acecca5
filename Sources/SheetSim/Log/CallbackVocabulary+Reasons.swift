extension CallbackVocabulary {
    /// The receiver that gets `name` when it is about `controller`: `compose.delegate` for
    /// `presentationControllerDidDismiss`, `compose` for `viewDidAppear`, `simulator` for a warning,
    /// `scene.delegate` for `sceneDidBecomeActive`.
    /// What a did-you-mean suggests when a name is written after the wrong receiver.
    public static func receiver(of name: CallbackName, about controller: String) -> Receiver {
        Receiver(kind: roles(receiving: name).first ?? .viewController, controller: controller).normalized
    }

    /// Why `receiver` can never get `name`, as a clause for an error message, or nil when it can.
    ///
    /// `kind` and `presented` say what the receiver's controller is; nil means not known (a bare
    /// log), and then any kind of controller, presented or not, is allowed.
    ///
    /// - `presentationControllerDidDismiss is a UIAdaptivePresentationControllerDelegate method: it is sent to
    ///   compose.delegate, not to compose`
    /// - `detail is never presented, so it has no presentation controller`
    /// - `inbox is a UIViewController, and navigationControllerWillShow is sent to a UINavigationController's delegate`
    public static func whyNever(_ name: CallbackName, to receiver: Receiver, kind: ControllerKind?, presented: Bool?) -> String? {
        let protocolName = name.declaredBy.uikitName
        if receiver.kind == .simulator, name.declaredBy != .sheetSimDiagnostics {
            return "simulator gets only SheetSim's own warnings and errors, and \(name) is a \(protocolName) method"
        }
        if !receiver.kind.namesController {
            // One per app: what it gets does not depend on any controller.
            if accepts(name, role: receiver.kind, kind: .viewController, presented: false) { return nil }
            let own = protocols(for: receiver.kind, kind: .viewController, presented: false).map(\.uikitName).joined(separator: ", ")
            return "\(receiver) gets only \(own) methods, and \(name) is a \(protocolName) method"
        }
        // The usual answer, read from the table alone: such a receiver gets it. (A presented
        // controller's receivers get all that they would unpresented, and more.)
        if let kind, let presented, accepts(name, role: receiver.kind, kind: kind, presented: presented) { return nil }
        guard roles(receiving: name).contains(receiver.kind) else {
            return "\(name) is a \(protocolName) method: it is sent to \(self.receiver(of: name, about: receiver.controller)), not to \(receiver)"
        }
        let kinds = kind.map { [$0] } ?? ControllerKind.allCases
        let presentedCases = presented.map { [$0] } ?? [true, false]
        let possible = kinds.contains { kind in presentedCases.contains { accepts(name, role: receiver.kind, kind: kind, presented: $0) } }
        guard !possible else { return nil }
        let controller = receiver.controller
        if presented == false, kinds.contains(where: { accepts(name, role: receiver.kind, kind: $0, presented: true) }) {
            return receiver.kind == .presentationController
                ? "\(controller) is never presented, so it has no presentation controller"
                : "\(controller) is never presented, so its delegate gets no \(protocolName) calls"
        }
        let owner = ControllerKind.allCases.first { $0.delegateProtocol == name.declaredBy }
        let kindName = kind?.uikitName ?? ControllerKind.viewController.uikitName
        return "\(controller) is a \(kindName), and \(name) is sent to "
            + (owner.map { "a \($0.uikitName)'s delegate" } ?? "another receiver")
    }
}

extension Receiver {
    /// `simulator`, `scene.delegate` and `application.delegate` have no controller; every other
    /// receiver keeps its own.
    var normalized: Receiver { kind.namesController ? self : Receiver(kind: kind, controller: "") }
}
