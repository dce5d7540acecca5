/// Which callbacks a receiver can ever get, derived from the declaring protocols.
///
/// A view controller (`NAME`) gets `UIViewController`, `UIContentContainer` and `UITraitEnvironment`
/// methods, the scroll view and table view delegate methods of its content, a swipe action's
/// handler, and SheetSim's notes of a bar's appearance and of a tap that reached it. A presented controller's presentation
/// controller (`NAME.presentationController`) gets `UIPresentationController` methods. `NAME.delegate`
/// is the delegate object of whatever `NAME` is: the presentation controller's delegate
/// (`UIAdaptivePresentationControllerDelegate` and `UISheetPresentationControllerDelegate`) when
/// `NAME` is presented, and the container's own delegate (`UINavigationControllerDelegate`, …)
/// when it is a container — one object, as in most apps. `NAME.transitionCoordinator` gets the
/// blocks the app registered on the coordinator of a transition that involves `NAME`.
/// `scene.delegate` gets `UISceneDelegate` methods and `application.delegate`
/// `UIApplicationDelegate` ones, whatever controllers there are. `simulator` gets SheetSim's diagnostics.
public enum CallbackVocabulary {
    /// The protocols whose callbacks `role` of a controller of `kind` can receive; `presented` says
    /// whether the controller is (or can be) presented, which gives it a presentation controller.
    public static func protocols(for role: Receiver.Kind, kind: ControllerKind, presented: Bool) -> [CallbackProtocol] {
        switch role {
        case .viewController:
            // A controller is also the delegate of the scroll or table view that is its content,
            // whose callbacks are logged on it (layout rules 37, 53).
            return [.viewController, .contentContainer, .traitEnvironment, .scrollViewDelegate, .tableViewDelegate,
                    .contextualAction, .alertAction, .sheetSimLayout, .sheetSimTouches, .swiftUIView]
        case .presentationController:
            return presented ? [.presentationController] : []
        case .delegate:
            var protocols: [CallbackProtocol] = []
            if presented {
                protocols += [.adaptivePresentationControllerDelegate, .sheetPresentationControllerDelegate, .popoverPresentationControllerDelegate]
            }
            if let own = kind.delegateProtocol { protocols.append(own) }
            return protocols
        case .simulator:
            return [.sheetSimDiagnostics]
        case .sceneDelegate:
            return [.sceneDelegate]
        case .applicationDelegate:
            return [.applicationDelegate]
        case .transitionCoordinator:
            return [.transitionCoordinator]
        }
    }

    /// The callback names `role` of such a controller can receive, in declaration order.
    public static func names(for role: Receiver.Kind, kind: ControllerKind, presented: Bool) -> [CallbackName] {
        let protocols = Set(protocols(for: role, kind: kind, presented: presented))
        return CallbackName.allCases.filter { protocols.contains($0.declaredBy) }
    }

    /// Whether `role` of such a controller can ever receive `name`.
    public static func accepts(_ name: CallbackName, role: Receiver.Kind, kind: ControllerKind, presented: Bool) -> Bool {
        acceptedProtocols[acceptanceIndex(role: role, kind: kind, presented: presented)] & (1 << name.declaredBy.position) != 0
    }

    /// The roles that can receive `name` on some controller: what a did-you-mean suggests when
    /// a name is written after the wrong receiver (`sheet.delegate.viewDidAppear` → `sheet.viewDidAppear`).
    public static func roles(receiving name: CallbackName) -> [Receiver.Kind] {
        rolesReceiving[name.position]
    }

    // MARK: Tables

    // Parsing a scenario checks every callback expectation's receiver against these, several
    // times each; working ``protocols(for:kind:presented:)`` out again builds an array every time.
    // The tables are that rule's answers, worked out once.

    /// ``protocols(for:kind:presented:)`` as one bit per protocol, for every role, kind and
    /// presentedness.
    private static let acceptedProtocols: [UInt32] = Receiver.Kind.allCases.flatMap { role in
        ControllerKind.allCases.flatMap { kind in
            [false, true].map { presented in
                protocols(for: role, kind: kind, presented: presented).reduce(0) { $0 | 1 << $1.position }
            }
        }
    }

    /// ``roles(receiving:)`` for every callback name, in `CallbackName.allCases` order.
    private static let rolesReceiving: [[Receiver.Kind]] = CallbackName.allCases.map { name in
        Receiver.Kind.allCases.filter { role in
            ControllerKind.allCases.contains { accepts(name, role: role, kind: $0, presented: true) }
        }
    }

    /// Where ``acceptedProtocols`` keeps the answer for a role, kind and presentedness.
    private static func acceptanceIndex(role: Receiver.Kind, kind: ControllerKind, presented: Bool) -> Int {
        (role.position * ControllerKind.allCases.count + kind.position) * 2 + (presented ? 1 : 0)
    }
}
