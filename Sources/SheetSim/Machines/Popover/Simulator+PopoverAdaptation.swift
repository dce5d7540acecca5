extension Simulator {
    // MARK: Popover ↔ adaptive sheet (SheetRules 8.5)

    /// Hands the popover `name` over to the presentation it adapts to, at the same layer: a
    /// ``SheetMachine`` with the popover's configuration (its detents, grabber and undimmed detent
    /// are the adaptive sheet's) and the adapted style. `presenting`: the sheet presents now, with
    /// its own transition; otherwise it takes the popover's place at rest, with no callbacks.
    mutating func adaptPopover(_ name: String, to style: ModalPresentationStyle, presenting: Bool, animated: Bool) {
        guard let layer = presentations.layer(named: name), let popoverRow = machines.popovers.row(named: name) else { return }
        let popover = machines.popovers.rows[popoverRow]
        machines.popovers.remove(at: popoverRow)
        var configuration = popover.configuration
        configuration.modalPresentationStyle = style
        configuration.popover = nil
        var sheet = SheetMachine(name: name, configuration: configuration, environment: environment,
                                 metrics: metrics, options: options, os: os, presenterName: popover.presenterName)
        if presentationsReportTransitions { sheet.surroundings.reportsTransitionMoments = true }
        sheet.surroundings.presentsChild = popover.presentsChild
        if !presenting { sheet.startAtRest() }
        // The sheets below this layer keep their rows; the new sheet comes after them.
        var row = 0
        for below in 0..<layer where presentations.isSheet(atLayer: below) { row += 1 }
        stack.insert(sheet, at: row)
        for position in movingSheets.indices where movingSheets[position] >= row { movingSheets[position] += 1 }
        presentations.setKind(SheetMachine.self, ofLayer: layer)
        assert(presentations.count - presentations.nonSheetCount == stack.count, "the sheet layers are the sheets' table")
        noteStackGrew()
        adaptedPopovers[name] = popover.configuration
        setNeedsLayout(nodesChanged: true)
        setNeedsLayout(ofSheetAt: row)
        // A timeline draws the adaptive sheet from the hand-over, and the popover's track ends
        // there: no event of either records it.
        if recording != nil {
            recordChanges()
            recordPopover(name)
        }
        if presenting {
            send(.present(animated: animated), to: name)
        } else if style == .fullScreen, presenterViewsInWindow(popover.presenterName, besides: name) {
            // A full-screen presentation takes the presenter's views out of the window (DOC,
            // SheetRules 4.2); they go at the hand-over, as the sheet comes at rest (GUESS).
            record(.viewController(popover.presenterName), .viewWillDisappear(animated: false))
            record(.viewController(popover.presenterName), .viewDidDisappear(animated: false))
        }
    }

    /// Gives the sheet `name`, a popover's adaptive sheet, back to its popover when the window it
    /// is in now calls for the popover (``BehaviorOptions/PopoverAdaptation/live``); returns
    /// whether it did. The delegate hears that the presentation goes back to its own style
    /// (`none`, SheetRules 1.3); the popover comes at rest, placed at its source, with no
    /// appearance callbacks (GUESS). A sheet in a transition stays a sheet; a finger on it is let go.
    mutating func returnAdaptedPopoverIfRegular(_ name: String) -> Bool {
        guard let original = adaptedPopovers[name], options.popoverAdaptation == .live,
              let row = stackIndex(of: name), let layer = presentations.layer(named: name) else { return false }
        let traits = traitCollection(of: name)
        let answer = original.adaptivePresentationStyle.map(PopoverAdaptation.validated)
        guard PopoverAdaptation.form(traits: traits, answer: answer) == .popover, !stack[row].isInTransition else { return false }
        let sheet = stack[row]
        if touchDown?.sheet == name { touchDown = nil }
        if pendingDrag.sheet == name { pendingDrag.dropMovesAndLift() }
        if sheet.configuration.hasDelegate { record(.delegate(of: name), .presentationControllerWillPresentWithAdaptiveStyle(.none)) }
        if sheet.configuration.modalPresentationStyle == .fullScreen,
           appearance.stage(of: sheet.presenterName) == .disappeared,
           !presenterViewsHeldOut(sheet.presenterName, besides: name) {
            // The presenter's views come back as the full-screen presentation becomes a popover.
            record(.viewController(sheet.presenterName), .viewWillAppear(animated: false))
            record(.viewController(sheet.presenterName), .viewDidAppear(animated: false))
        }
        var configuration = sheet.configuration
        configuration.modalPresentationStyle = .popover
        configuration.popover = original.popover
        stack.remove(at: row)
        forgetMoving(row)
        if recording != nil { recordRemoval(of: name) }
        var popover = PopoverMachine(name: name, configuration: configuration, presenterName: sheet.presenterName,
                                     metrics: metrics, options: options, os: os)
        popover.reportsTransitionMoments = presentationsReportTransitions
        popover.presentsChild = sheet.presentsChild
        popover.traits = traits
        popover.adaptiveAnswer = answer
        popover.startPresented(at: popoverAnchor(of: popover.settings) ?? fallbackAnchor)
        // The popovers below this layer keep their rows; the popover comes back after them, so the
        // table stays in the layers' order whichever adapted popover returns first.
        var popoverRow = 0
        for below in 0..<layer where presentations.layers[below].kind == PopoverMachine.self { popoverRow += 1 }
        machines.popovers.insert(popover, at: popoverRow)
        if recording != nil { recordPopover(name) }
        presentations.setKind(PopoverMachine.self, ofLayer: layer)
        adaptedPopovers[name] = nil
        setNeedsLayout(nodesChanged: true)
        setNeedsLayout(ofLayer: layer)
        return true
    }

    /// Where a popover points whose source is not in the window: the middle of the window (GUESS;
    /// UIKit's behaviour is not sourced).
    var fallbackAnchor: PopoverAnchor {
        let window = environment.containerBounds
        return PopoverAnchor(rect: Rect(x: window.midX, y: window.midY, width: 0, height: 0), bounds: popoverBounds)
    }
}

extension PopoverMachine {
    /// Puts the popover on screen at rest at `anchor`, with no transition: its adaptive sheet
    /// became the popover again.
    mutating func startPresented(at anchor: PopoverAnchor) {
        self.anchor = anchor
        state = .presented(placement: placement(at: anchor))
    }
}

extension Simulator {
    /// The size a popover's view, or its adaptive sheet's, will have in `environment`, for
    /// `viewWillTransition(to:with:)`: a popover that stays a popover (or a sheet that becomes one
    /// again) hears its `preferredContentSize`; one that becomes its adaptive sheet hears the
    /// sheet's resting size. nil for a plain sheet.
    func popoverTransitionSize(of name: String, in environment: ScreenEnvironment) -> Size? {
        let live = options.popoverAdaptation == .live
        // A SwiftUI popover's answer follows the new traits only after the sizes are told.
        let swiftUIAnswer = swiftUIPopoverAnswer(forContent: name, in: environment)
        func form(_ configuration: SheetConfiguration) -> ModalPresentationStyle {
            let answer = (swiftUIAnswer ?? configuration.adaptivePresentationStyle).map(PopoverAdaptation.validated)
            return PopoverAdaptation.form(traits: traitCollection(of: name, in: environment), answer: answer)
        }
        if let popover = popover(named: name) {
            let style = live ? form(popover.configuration) : .popover
            guard style != .popover else { return popover.configuration.preferredContentSize ?? .zero }
            var adapted = popover.configuration
            adapted.modalPresentationStyle = style
            adapted.popover = nil
            let sheet = SheetMachine(name: name, configuration: adapted, environment: environment, metrics: metrics, options: options, os: os)
            return Self.restingSize(of: sheet, in: environment)
        }
        // An adaptive sheet that will be a popover again; otherwise the sheet's own size.
        guard let original = adaptedPopovers[name], live, form(original) == .popover else { return nil }
        return original.preferredContentSize ?? .zero
    }
}

extension Simulator {
    /// Whether `presenter`'s views stand in the window for the full-screen hand-over of the
    /// popover `popover` to take out: on screen, not already on their way out, and not held out by
    /// another full-screen presentation (one that walked up past the popover, SheetRules 10.5).
    func presenterViewsInWindow(_ presenter: String, besides popover: String) -> Bool {
        appearance.accepts(.viewWillDisappear, for: presenter) && !presenterViewsHeldOut(presenter, besides: popover)
    }

    /// Whether a full-screen sheet other than `popover`'s, above `presenter`'s layer, holds
    /// `presenter`'s views out of the window.
    func presenterViewsHeldOut(_ presenter: String, besides popover: String) -> Bool {
        let presenterLayer = presentations.layer(named: presenter) ?? -1
        return stack.contains { sheet in
            sheet.name != popover && sheet.isFullScreen && (presentations.layer(named: sheet.name) ?? -1) > presenterLayer
        }
    }
}
