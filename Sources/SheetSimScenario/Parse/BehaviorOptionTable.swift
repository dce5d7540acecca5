import SheetSim

/// `option NAME = VALUE` lines: every ``BehaviorOptions`` setting by name, with its allowed values.
enum BehaviorOptionTable {
    struct Entry {
        var name: String
        var values: [String]
        var make: @Sendable (String) -> (@Sendable (inout BehaviorOptions) -> Void)
    }

    static let entries: [Entry] = [
        Entry(name: "detentChangeTiming", values: BehaviorOptions.DetentChangeTiming.allCases.map(\.rawValue)) { value in
            { $0.detentChangeTiming = .init(rawValue: value)! }
        },
        Entry(name: "viewIsAppearingOnCancel", values: ["true", "false"]) { value in
            { $0.viewIsAppearingOnCancel = value == "true" }
        },
        Entry(name: "didDismissOrder", values: BehaviorOptions.DidDismissOrder.allCases.map(\.rawValue)) { value in
            { $0.didDismissOrder = .init(rawValue: value)! }
        },
        Entry(name: "grabberCycleDirection", values: BehaviorOptions.GrabberCycleDirection.allCases.map(\.rawValue)) { value in
            { $0.grabberCycleDirection = .init(rawValue: value)! }
        },
        Entry(name: "dimmingTapSendsDidAttemptToDismiss", values: ["true", "false"]) { value in
            { $0.dimmingTapSendsDidAttemptToDismiss = value == "true" }
        },
        Entry(name: "attemptMeasure", values: BehaviorOptions.AttemptMeasure.allCases.map(\.rawValue)) { value in
            { $0.attemptMeasure = .init(rawValue: value)! }
        },
        Entry(name: "floatingSheetsHaveDetents", values: ["true", "false"]) { value in
            { $0.floatingSheetsHaveDetents = value == "true" }
        },
    ]

    static var names: [String] { entries.map(\.name) }
}
