import Testing
@testable import SheetSim

/// Who can receive what: the vocabulary that rejects names that can never match.
@Suite struct CallbackVocabularyTests {
    struct Row: Sendable {
        var name: CallbackName
        var role: Receiver.Kind
        var kind: ControllerKind
        var presented: Bool
        var accepted: Bool
        var line: Int
    }

    static let rows: [Row] = [
        Row(name: .viewDidAppear, role: .viewController, kind: .viewController, presented: true, accepted: true, line: #line),
        Row(name: .viewDidAppear, role: .delegate, kind: .viewController, presented: true, accepted: false, line: #line),
        Row(name: .presentationControllerDidDismiss, role: .delegate, kind: .viewController, presented: true, accepted: true, line: #line),
        Row(name: .presentationControllerDidDismiss, role: .viewController, kind: .viewController, presented: true, accepted: false, line: #line),
        Row(name: .presentationControllerDidDismiss, role: .delegate, kind: .navigationController, presented: false, accepted: false, line: #line),
        Row(name: .presentationTransitionWillBegin, role: .presentationController, kind: .viewController, presented: false, accepted: false, line: #line),
        Row(name: .navigationControllerWillShow, role: .delegate, kind: .navigationController, presented: false, accepted: true, line: #line),
        Row(name: .navigationControllerWillShow, role: .delegate, kind: .tabBarController, presented: true, accepted: false, line: #line),
        Row(name: .tabBarControllerShouldSelect, role: .delegate, kind: .tabBarController, presented: false, accepted: true, line: #line),
        Row(name: .willTransition, role: .viewController, kind: .navigationController, presented: false, accepted: true, line: #line),
        Row(name: .warning, role: .simulator, kind: .viewController, presented: false, accepted: true, line: #line),
        Row(name: .warning, role: .viewController, kind: .viewController, presented: false, accepted: false, line: #line),
    ]

    @Test(arguments: rows)
    func receiverAcceptsOnlyItsProtocols(_ row: Row) {
        #expect(CallbackVocabulary.accepts(row.name, role: row.role, kind: row.kind, presented: row.presented) == row.accepted,
                sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1))
    }

    /// `accepts` answers from a table; every answer must be the rule's own.
    @Test func acceptsAgreesWithTheProtocolsForEveryReceiver() {
        for role in Receiver.Kind.allCases {
            for kind in ControllerKind.allCases {
                for presented in [false, true] {
                    let protocols = CallbackVocabulary.protocols(for: role, kind: kind, presented: presented)
                    for name in CallbackName.allCases {
                        #expect(CallbackVocabulary.accepts(name, role: role, kind: kind, presented: presented)
                                == protocols.contains(name.declaredBy), "\(name) \(role) \(kind) \(presented)")
                    }
                }
            }
        }
    }

    /// `whyNever` gives a reason exactly when no controller of the kinds and presentedness it is
    /// told (all of them, for nil) lets that receiver get the name, and the simulator gets only
    /// SheetSim's own diagnostics; for every name, receiver, kind and presentedness.
    @Test func whyNeverExplainsExactlyTheRefusals() {
        for role in Receiver.Kind.allCases {
            let receiver = Receiver(kind: role, controller: "c")
            for kind in ControllerKind.allCases.map(Optional.some) + [nil] {
                for presented in [false, true, nil] {
                    for name in CallbackName.allCases {
                        let possible = (kind.map { [$0] } ?? ControllerKind.allCases).contains { kind in
                            (presented.map { [$0] } ?? [false, true]).contains {
                                CallbackVocabulary.accepts(name, role: role, kind: kind, presented: $0)
                            }
                        }
                        let refused = (role == .simulator && name.declaredBy != .sheetSimDiagnostics) || !possible
                        #expect((CallbackVocabulary.whyNever(name, to: receiver, kind: kind, presented: presented) != nil) == refused,
                                "\(name) \(role) \(String(describing: kind)) \(String(describing: presented))")
                    }
                }
            }
        }
    }

    @Test func everyNameHasARoleThatReceivesIt() {
        for name in CallbackName.allCases {
            #expect(!CallbackVocabulary.roles(receiving: name).isEmpty, "\(name)")
        }
        #expect(CallbackVocabulary.roles(receiving: .viewDidAppear) == [.viewController])
        #expect(CallbackVocabulary.roles(receiving: .presentationControllerWillDismiss) == [.delegate])
    }

    @Test func everyCaseNamesItself() {
        let samples: [Callback] = [
            .viewWillAppear(animated: true), .willTransition(to: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)),
            .navigationControllerWillShow("message", animated: true), .tabBarControllerShouldSelect("search", answer: true),
            .adaptivePresentationStyle(traitCollection: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular), answer: .none),
            .warning("careful"),
        ]
        #expect(samples.map(\.description) == [
            "viewWillAppear(animated: true)", "willTransition(to: wC hR)",
            "navigationControllerWillShow(message, animated: true)", "tabBarControllerShouldSelect(search, returned: true)",
            "adaptivePresentationStyle(traitCollection: wC hR, returned: none)",
            "warning(\"careful\")",
        ])
    }
}
