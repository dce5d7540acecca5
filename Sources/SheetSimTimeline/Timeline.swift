import SheetSim

/// A picture of one run: the sheet's top edge over virtual time against its detents, the touches
/// and releases that moved it, the dimming and the presenter's scale, and one lane of callbacks per
/// receiver, all on one time axis — so a `viewWillDisappear → viewWillAppear → viewDidAppear` bounce
/// sits right under the drag that caused it.
///
/// ```swift
/// var sim = Simulator(device: .iPhone14Pro)
/// sim.recordsTimeline = true
/// try sim.present("sheet", configuration: SheetConfiguration(detents: [.medium(), .large()]))
/// sim.runUntilIdle()
/// let svg = Timeline(title: "medium sheet", simulator: sim).svg()
/// ```
///
/// The output is text only — no fonts, images, scripts or styles from elsewhere — and the same
/// input gives byte-identical text.
public struct Timeline: Sendable {
    /// The heading: a scenario's title or file name.
    public var title: String
    /// A second line under it (the file, device and OS, say); empty for none.
    public var subtitle: String
    /// The callbacks, one lane per receiver.
    public var log: CallbackLog
    /// The sheets' tracks, touches, releases and other inputs the picture draws.
    public var recording: SimulationRecording
    /// Where the time axis ends: the clock when the run ended.
    public var end: SimInstant
    /// What the script driving the run said at given instants (a scenario's marks and failed
    /// expectations), marked on the time axis with the recording's inputs.
    public var notes: [Note]

    /// A picture of a run from its parts, as a scenario runner keeps them.
    public init(title: String, subtitle: String = "", log: CallbackLog, recording: SimulationRecording, end: SimInstant,
                notes: [Note] = []) {
        self.title = title
        self.subtitle = subtitle
        self.log = log
        self.recording = recording
        self.end = end
        self.notes = notes
    }

    /// The picture of a simulator's run so far. The simulator must have recorded it
    /// (`Simulator.recordsTimeline`); without a recording only the callback lanes are drawn.
    public init(title: String, subtitle: String = "", simulator: Simulator) {
        self.init(title: title, subtitle: subtitle, log: simulator.log,
                  recording: simulator.recording ?? SimulationRecording(frameInterval: simulator.environment.frameInterval,
                                                                         presenterName: simulator.presenterName),
                  end: simulator.now)
    }
}

extension Timeline {
    /// Something the script that drove the run said at an instant.
    public struct Note: Hashable, Sendable {
        /// What was said.
        public enum Kind: Hashable, Sendable {
            /// A named instant (a scenario's `mark NAME` line).
            case mark(String)
            /// An expectation that did not hold: where it is written (`file:line:col`, and its line
            /// for the picture's label) and what went wrong.
            case failedExpectation(location: String, line: Int, message: String)
        }

        /// When it was said.
        public var time: SimInstant
        /// What was said.
        public var kind: Kind
        /// How many of the recording's inputs came before it, which orders it among inputs at the
        /// same instant (a mark before a rotation, a failed check after it); nil: after them all.
        public var inputsBefore: Int?

        /// A note at `time`, after `inputsBefore` of the recording's inputs (nil: after them all).
        public init(time: SimInstant, kind: Kind, inputsBefore: Int? = nil) {
            self.time = time
            self.kind = kind
            self.inputsBefore = inputsBefore
        }
    }
}
