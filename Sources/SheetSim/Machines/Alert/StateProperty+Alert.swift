extension StateProperty {
    // MARK: A presented alert controller (SheetRules 11.2)

    static let alert: [StateProperty] = [
        StateProperty("alertForm", .alertController, .word(["centred", "bottomSheet", "popover"]),
                      "how an alert controller shows while it is on screen: centred, along the bottom (bottomSheet), or as a popover") { sim, name in
            sim.alert(named: name)?.state.layout.map { .word($0.form.word) }
        },
        StateProperty("alertShowsCancelButton", .alertController, .bool,
                      "whether an alert controller on screen shows its cancel action's button") { sim, name in
            sim.alert(named: name)?.state.layout.map { .bool($0.showsCancelButton) }
        },
    ]
}
