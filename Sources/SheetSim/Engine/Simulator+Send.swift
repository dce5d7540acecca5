extension Simulator {
    // MARK: The one path from a machine's event to what it returns

    /// Feeds `event` to the machine of kind `M` named `name` now, and carries out what it returns.
    ///
    /// Every event of every machine comes through here, so what the engine does around an event
    /// depends only on the machine's ``Machine/role``: the layout batch the event runs in, the
    /// containment the tree takes in from a container, the child transitions a container not fully
    /// on screen skips (container rules 3), the layout a presentation's change calls for, the
    /// timeline sample.
    mutating func send<M: Machine>(_ event: M.Event, to name: String, as kind: M.Type) {
        // An event whose children changes are told elsewhere (``Machine/leavesChildChangesToOthers(_:)``)
        // settles no appearance, marks no layout and is no layout batch of its own: each event
        // it sends is.
        let toldElsewhere = M.role == .container && M.leavesChildChangesToOthers(event)
        var change = M.role == .container && !toldElsewhere ? beginChildChange(of: name) : nil
        if !toldElsewhere { beginLayoutBatch() }
        defer { if !toldElsewhere { endLayoutBatch() } }
        let time = now
        let logsLayout = layoutState.logsCallbacks
        let context = M.context(of: name, in: self)
        // One access to the kind's table: the machine found by name, its event handled in place.
        guard let (row, actions, layoutChanged) = M.withTable(in: &machines, { table in
            table.row(named: name).map { row in
                Self.handle(event, at: time, in: context, comparingLayout: logsLayout, machine: &table.rows[row], row: row)
            }
        }) else { return }
        switch M.role {
        case .container:
            tree.refresh(name, Containment(of: machines[keyPath: M.table].rows[row]))
            if !toldElsewhere { setNeedsLayout(nodesChanged: true) }
        case .presentation:
            M.afterPresentationEvent(named: name, row: row, layoutChanged: layoutChanged, in: &self)
        case .content:
            break
        }
        perform(actions, from: name, as: kind, change: &change)
        if change != nil { completeWithoutTransition(&change!) }
        if recording != nil { M.recordTimeline(of: name, in: &self) }
    }

    /// The machine's own step: `event` in, its actions out, and whether what the layout passes read
    /// of it changed (compared only when layout callbacks are logged).
    @inline(__always)
    private static func handle<M: Machine>(_ event: M.Event, at time: SimInstant, in context: M.Context, comparingLayout: Bool,
                                           machine: inout M, row: Int) -> (row: Int, actions: [MachineAction<M.Request>], layoutChanged: Bool) {
        guard comparingLayout else { return (row, machine.handle(event, at: time, in: context), false) }
        let before = machine.layoutSignature()
        let actions = machine.handle(event, at: time, in: context)
        return (row, actions, machine.layoutSignature() != before)
    }

    /// Carries out what the machine named `name` returned, in order. While a container is not
    /// fully on screen (`change`), its children's appearance callbacks give way to the change
    /// without a transition.
    mutating func perform<M: Machine>(_ actions: [MachineAction<M.Request>], from name: String, as kind: M.Type,
                                      change: inout ChildChange?) {
        for action in actions {
            if change?.shown == false, action.isAppearanceOfChild {
                completeWithoutTransition(&change!)
                continue
            }
            switch action {
            case .callback(let receiver, let callback):
                record(receiver, callback)
            case .callbackAsync(let receiver, let callback):
                queue.schedule(.deliver(receiver, callback), at: now)
            case .requestFrame:
                scheduleFrame()
            case .completeAnimation(let token, let after):
                queue.schedule(.completion(M.self, name, token: token), at: now.adding(after) ?? .limit)
            case .ask(let receiver, let question, let token):
                let answered = answer(question, from: receiver)
                record(receiver, answered)
                send(M.answered(answered, token: token), to: name, as: kind)
            case .askUnlogged(let receiver, let question, let token):
                send(M.answered(answer(question, from: receiver), token: token), to: name, as: kind)
            case .send(let message):
                message.deliver(&self)
            case .engine(let service):
                perform(service, from: name, as: kind)
            case .request(let request):
                M.perform(request, from: name, in: &self)
            }
        }
    }

    /// Runs the completion of animation `token` of the machine of kind `kind` named `name`.
    mutating func completeAnimation(_ kind: any Machine.Type, _ name: String, token: Int) {
        kind.completeAnimation(named: name, token: token, in: &self)
    }
}

/// An event for one machine queued ahead of its time (a gesture's touch samples), or a touch for
/// a presented sheet.
@usableFromInline struct ScheduledEvent {
    /// The machine it is for, and what that machine is (``Machine/noun``).
    let name: String
    let noun: String
    /// Whether it is a presented sheet's touch move or lift: what a dismissal in code drops.
    let movesOrLiftsSheetTouch: Bool
    let deliver: (inout Simulator) -> Void

    /// `event` for the machine of kind `M` named `name`.
    static func event<M: Machine>(_ event: M.Event, to name: String, as kind: M.Type) -> ScheduledEvent {
        ScheduledEvent(name: name, noun: M.noun, movesOrLiftsSheetTouch: false) { $0.send(event, to: name, as: kind) }
    }

    /// A touch for the presented sheet `name`, delivered as UIKit delivers touches.
    static func touch(_ event: SheetEvent, to name: String) -> ScheduledEvent {
        let movesOrLifts: Bool
        switch event {
        case .touchMoved, .touchEnded: movesOrLifts = true
        default: movesOrLifts = false
        }
        return ScheduledEvent(name: name, noun: SheetMachine.noun, movesOrLiftsSheetTouch: movesOrLifts) { $0.deliverTouch(event, to: name) }
    }
}

extension Simulator {
    /// Carries out `service` for the machine of kind `M` named `name`.
    mutating func perform<M: Machine>(_ service: EngineService, from name: String, as kind: M.Type) {
        switch service {
        case .passTapThrough(let point):
            // The tap lands on whatever shows beneath: the presentation below, or the window's content.
            let below = presentations.layer(named: name).flatMap { $0 > 0 ? presentations[$0 - 1].name : nil }
            record(.viewController(tree.visibleLeaf(of: below ?? tree.root)), .tapReceived(at: point))
        case .noteRelease(let release):
            recording?.releases.append(release)
        case .transitionMoment(let moment):
            transitionMoment(moment, of: name)
        case .beginChildrenChange:
            beginChildrenChange(of: name)
        case .finishChildrenChange:
            finishChildrenChange(of: name)
        case .declare(let controller, let declaration):
            do { try declare(controller, declaration) } catch { services.refusedCalls.append(error as? SimulationError ?? .invalidValue(what: "'\(controller)'", reason: "cannot be declared")) }
        case .present(let controller):
            do { try present(controller, configuration: SheetConfiguration(), from: nil, animated: true) } catch {
                services.refusedCalls.append(error as? SimulationError ?? .invalidValue(what: "'\(controller)'", reason: "cannot be presented"))
            }
        case .dismissPresented(let controller):
            guard presentations.last?.name == controller else { return }
            do { try dismiss(animated: true) } catch {
                services.refusedCalls.append(error as? SimulationError ?? .invalidValue(what: "'\(controller)'", reason: "cannot be dismissed"))
            }
        case .passTap(let controller, let point):
            record(.viewController(tree.visibleLeaf(of: controller)), .tapReceived(at: point))
        case .refuseCall(let error):
            services.refusedCalls.append(error)
        case .leavePresentation:
            guard let layer = presentations.layer(named: name) else { return }
            if let index = presentations.sheetRow(atLayer: layer) {
                stack.remove(at: index)
                forgetMoving(index)
            } else {
                M.withTable(in: &machines) { table in _ = table.row(named: name).map { table.remove(at: $0) } }
            }
            presentations.remove(at: layer)
            assert(presentations.count - presentations.nonSheetCount == stack.count, "the sheet layers are the sheets' table")
            setNeedsLayout(nodesChanged: true)
            if recording != nil { recordRemoval(of: name) }
            if touchDown?.sheet == name { touchDown = nil }
            if !coordinators.running.isEmpty { coordinators.running[name] = nil }
            if !adaptedPopovers.isEmpty { adaptedPopovers[name] = nil }
            if layer > 0, layer == presentations.count {
                let parent = presentations[layer - 1]
                parent.kind.tellPresentsChild(false, named: parent.name, in: &self)
            }
        }
    }
}
