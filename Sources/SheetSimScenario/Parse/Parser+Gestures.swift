import SheetSim

extension ScenarioParser {
    /// `grabber`, `body` or `scrollView`: where the finger goes down on the front sheet.
    func touchTarget(_ c: inout TokenCursor) throws(Diagnostic) -> TouchTarget {
        if let token = c.peek(), token.word == "content" {
            throw Diagnostic.error(.renamedWord, "the touch target 'content' is now called 'scrollView'", range: token.range,
                                   hint: "write 'scrollView', UIKit's name for the view the finger is on")
        }
        let word = try c.choice(.touchTarget)
        return TouchTarget(rawValue: word)!
    }

    // MARK: drag TARGET by D over T | by D with velocity V | to DETENT over T | samples T Y, T Y, …

    mutating func drag(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        _ = c.accept("from")
        let target = try touchTarget(&c)
        let form = try c.choice(.dragForm)
        let motion: DragMotion
        switch form {
        case "by":
            let distanceToken = try c.number("a distance in pt")
            let distance = try distanceToken.points()
            guard distance != 0 else {
                throw Diagnostic.error(.zeroDistanceDrag, "a drag must move: its distance is zero", range: distanceToken.range)
            }
            let how = try c.choice(.dragMotion)
            if how == "over" {
                motion = .distance(distance, duration: try c.number("a duration").duration(.positive))
            } else {
                if how == "with" { try c.expectWord("velocity") }
                let speedToken = try c.number("a velocity in pt/s")
                let velocity = try speedToken.speed()
                guard velocity != 0 else { throw Diagnostic.error(.zeroVelocity, "a release velocity of zero never arrives", range: speedToken.range, hint: "use 'over DURATION' for a slow drag") }
                guard (velocity > 0) == (distance > 0) else {
                    throw Diagnostic.error(.velocityAgainstDrag, "the velocity points the other way from the drag", range: speedToken.range,
                                           hint: distance > 0 ? "a downward drag needs a positive velocity" : "an upward drag needs a negative velocity")
                }
                // The simulator's own rule for how long the drag takes, which refuses it only when too fast.
                guard (try? Simulator.duration(ofDragBy: distance, velocity: velocity)) != nil else {
                    throw Diagnostic.error(.velocityTooFast, "the velocity is too fast for the distance", range: speedToken.range)
                }
                motion = .velocity(distance: distance, velocity: velocity)
            }
        case "to":
            let id = try detentReference(&c, allowNil: false)!
            guard !c.isAtEnd else {
                throw Diagnostic.error(.expectedKeyword, "expected 'over DURATION' after the detent", at: c.location,
                                       hint: "a drag to a detent takes as long as you say, e.g. 'over 300ms'")
            }
            try c.expectWord("over")
            motion = .toDetent(id, duration: try c.number("a duration").duration(.positive))
        default:
            var samples: [DragSample] = []
            while !c.isAtEnd {
                if !samples.isEmpty { try c.expect(.comma) }
                let timeToken = try c.number("a sample time")
                let time = try timeToken.duration(.nonNegative)
                // Two samples at one instant would give the release velocity a zero interval
                // (SheetRules 3): the same rule as scheduleDrag.
                if let previous = samples.last?.after, time <= previous {
                    throw Diagnostic.error(.samplesNotIncreasing, "touch samples must be at increasing times", range: timeToken.range)
                }
                samples.append(DragSample(after: time, y: try c.number("a finger offset in pt").points()))
            }
            guard samples.count >= 2 else {
                throw Diagnostic.error(.tooFewSamples, "a drag needs at least two samples (down and up)", at: c.endLocation,
                                       hint: "e.g. drag grabber samples 0ms 0pt, 16ms 40pt, 33ms 90pt")
            }
            motion = .samples(samples)
        }
        try c.end(after: "the drag")
        return .action(.drag(target, motion))
    }

    // MARK: touch down TARGET [at Y] | touch move to Y | touch up [at Y]

    func touch(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let phase = try c.choice(.touchPhase)
        switch phase {
        case "down":
            let target = try touchTarget(&c)
            var y: Double?
            if c.accept("at") { y = try c.number("a y position in pt").points() }
            try c.end(after: "touch down")
            return .action(.touchDown(on: target, y: y))
        case "move":
            try c.expectWord("to")
            let y = try c.number("a y position in pt").points()
            try c.end(after: "touch move")
            return .action(.touchMove(toY: y))
        default:
            var y: Double?
            if c.accept("at") { y = try c.number("a y position in pt").points() }
            try c.end(after: "touch up")
            return .action(.touchUp(atY: y))
        }
    }

    // MARK: tap grabber | tap dimmingView [at X Y] | tap presenter [at X Y] | tap outside [at X Y]

    func tap(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        if let table = try tapTable(&c) { return table }
        let word = try c.choice(.tapTarget)
        let target = TapTarget(rawValue: word)!
        var point: Point?  // nil: the target's own spot
        if target != .grabber, c.accept("at") {
            let x = try c.number("an x position in pt").points(.nonNegative)
            let y = try c.number("a y position in pt").points(.nonNegative)
            point = Point(x: x, y: y)
        }
        try c.end(after: "the tap")
        switch target {
        case .grabber: return .action(.tapGrabber)
        case .dimmingView: return .action(.tapDimmingView(at: point))
        case .presenter: return .action(.tapPresenter(at: point))
        case .outside: return .action(.tapOutside(at: point))
        }
    }

    // MARK: keyboard show HEIGHT [over T] | keyboard hide [over T]

    func keyboard(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        let action = try c.choice(.keyboardAction)
        if action == "show" {
            let height = try c.number("a keyboard height in pt").points(.positive)
            let duration = c.accept("over") ? try c.number("a duration").duration(.nonNegative) : nil
            try c.end(after: "keyboard show")
            return .action(.showKeyboard(height: height, duration: duration))
        }
        let duration = c.accept("over") ? try c.number("a duration").duration(.nonNegative) : nil
        try c.end(after: "keyboard hide")
        return .action(.hideKeyboard(duration: duration))
    }

    // MARK: wait 300ms | wait until settled | wait until 1.5s

    func wait(_ c: inout TokenCursor) throws(Diagnostic) -> ScenarioCommand {
        if c.accept("until") {
            if WordChoice.settled.accepted.contains(where: { c.accept($0) }) {
                try c.end(after: "wait until settled")
                return .waitUntilSettled
            }
            let time = try c.number("'settled' or a time", orWords: WordChoice.settled.words,
                                    otherwise: "e.g. wait until settled, wait until 2s").duration(.nonNegative)
            try c.end(after: "the time")
            return .waitUntil(SimInstant.zero + time)
        }
        let span = try c.number("a duration, e.g. 300ms").duration(.nonNegative)
        try c.end(after: "the duration")
        return .wait(span)
    }
}
