import SheetSim
/// `sheetsim --help` and `sheetsim help COMMAND`.
enum Help {
    static let version = "0.1.0"
    static let usageLine = "usage: sheetsim <command> [options]; see 'sheetsim --help'\n"

    static let topics = ["run", "check", "diff", "repl", "demo", "bench", "fuzz", "language", "devices", "metric", "option"]

    static let overview = """
    sheetsim: a deterministic simulator of iOS sheet presentation
    (UISheetPresentationController and SwiftUI presentationDetents, iOS 15-18 and 26)

    USAGE: sheetsim <command> [options]

    COMMANDS:
      run       run scenario files and check their expectations (the main job)
      check     parse and validate scenario files without running them
      diff      run a scenario under two settings and show where the runs part:
                diff FILE --os 18 --os 26
      repl      explore an app's sheets and containers interactively, one command
                per line
      demo      print the callback log of a built-in interaction
      bench     measure engine, frame and log throughput (use a release build)
      fuzz      run random sessions and check invariants: fuzz --seed S --count N
      help      show help for a command: sheetsim help run; sheetsim help language;
                one scenario command: sheetsim help present; every device and its
                figures: sheetsim help devices [NAME]; every metric or option with
                its value, unit, range, confidence and source: sheetsim help metric
                [NAME], sheetsim help option [NAME]

    EXIT STATUS: 0 everything held; 1 an expectation failed (or the fuzzer found a
    violation); 2 bad input (unknown command or option, a file that does not parse,
    an unreadable file), reported as file:line:col: error: message.

    EXAMPLE:
      swift run sheetsim run scenarios

    """

    static func text(for topic: String) -> String? {
        switch topic {
        case "run": return run
        case "check": return check
        case "diff": return diff
        case "language": return language
        case "demo": return "sheetsim demo\n\nRuns a built-in interaction (present at medium, drag the grabber down past\nthe smallest detent and let go so the dismissal cancels, dismiss in code)\nand prints its callback log.\n"
        case "bench": return """
            sheetsim bench [--quick] [--only GROUP[,GROUP…]] [--simpy PATH]

            Measures SheetSim on this machine; build with -c release and run it from the
            repository root. Prints one 'name: value' line per figure, then every target
            with met or NOT met. Nothing is asserted: figures depend on the machine, so
            ratios are taken against a baseline measured in the same run.

            GROUPS: engine (events/s against SimPy, which needs 'pip install simpy';
              each the best of three runs, taken alternately),
              interactions (simulated frames/s with the log and frame records on),
              repl, log (a 1,000,000-entry log and the peak memory), catalog (the whole
              catalog against an empty program's start), fuzz (sessions/s on one core
              and on every core), testing (SheetSimTesting as a user's test runs it: a
              receive after each of 1,000 drags, and a typical test, in ms; measured by
              sheetsim-tester-bench, built beside sheetsim in the same configuration).
            --quick         small workloads: a smoke test, not comparable with the targets
            --simpy PATH    the SimPy baseline script (default Tests/Baselines/simpy_frames.py)

            """
        case "fuzz": return fuzz
        case "repl": return repl
        case "devices": return devices
        case "metric", "option": return assumptions(topic)
        default: return commandText(for: topic)
        }
    }

    /// `help fuzz`: the invariants listed from ``Invariant`` itself.
    static let fuzz = """
    sheetsim fuzz --seed S --count N [--os 26|27] [--swiftui]

    Runs N random sessions from seed S, on every core: a device, an OS, an app (plain,
    navigation, tab bar, or a double-column, triple-column or classic split view
    controller) and its iPad window, then sheets presented, dragged, flicked, tapped,
    rotated and resized, with the app's own steps mixed in. Two sessions in five also
    set one to three behaviour options (the unconfirmed facts' other readings, see
    'option' in 'help language'; a session with alerts may set one of theirs too), and
    one in five puts one or two metrics at a half to twice UIKit's value. One in four
    registers on the transition coordinator of the sheet or the presenter. One in four
    presents popovers, and one in four alerts and action sheets (tapping their actions
    and outside them). With --os 26, three iPad sessions in five choose iPadOS 26's
    multitasking setting and, where it resizes windows, resize the window to random
    sizes; iPhone tab bar apps set a minimize behaviour (and sometimes a bottom
    accessory) and scroll, and double-column split view apps show, hide and resize an
    inspector column. With --os 27, each session is its --os 26 session on iOS 27, with
    an SDK, a windowing control style and a sheet placement drawn from streams of their
    own. With --swiftui, every session is a SwiftUI session instead: the same world, a
    SwiftUI view hosted in the app's content controller with one to three presentation
    modifiers (sheets, full-screen covers, popovers, alerts, confirmation dialogs,
    inspectors) and their content views, then binding writes, drags, taps outside, alert
    buttons, dismiss() from content, rotations and waits; two in five also set SwiftUI
    options. Half the sessions with a presentationDetents view change its detent set
    one to four times, and two in five send the scene inactive and active again
    (Control Center), on iOS 15 mostly replaying the second-sheet re-presentation.
    Checks these invariants after every event, then runs each session again and
    compares the two logs byte for byte:

    """ + Invariant.allCases.map { "  \($0.rawValue)\n" }.joined() + """

    Prints 'violations: N'; writes a minimised .sheet per violation to fuzz-failures/
    (replay it with 'sheetsim run'): its steps, then the options and metrics it still
    needs. Exit 1 when a violation is found.

    """

    static let run = """
    sheetsim run [--format text|jsonl] [--frames] [--quiet] [--hide layout] PATH...
    sheetsim run [OPTIONS] --timeline OUT.svg|OUT.html FILE

    Runs scenario files: each PATH is a .sheet file or a folder searched
    recursively for *.sheet (sorted; names starting with '_' are include-only
    partials and are skipped). Prints each scenario's callback log, any failed
    expectation with a diff and its file:line, a PASS/FAIL line per file, then
    'N passed, M failed'.

    OPTIONS:
      --format text|jsonl   text (default), or JSON Lines: one object per log
                            entry {scenario, time_ns, time, receiver, name,
                            arguments}, one result object per file, one summary
      --frames              include each sheet's state at every display frame while
                            anything can change (an animation, or a finger down),
                            in time order among the log's lines (JSON Lines too);
                            written in batches as the scenario runs, so a long
                            run is never held whole
      --frames=layout       --frames, and after each frame a 'layout' line with
                            what the sheet's content controller sees: view frame,
                            safe area, margins, bar height, adjusted content
                            inset and contentOffset.y (JSON Lines: a 'layout'
                            object in the frame)
      --quiet               print no logs or frames: only the failures and the
                            summary (JSON Lines: the result objects and summary)
      --assumptions         after each file's result, list the unconfirmed
                            settings its run read (GUESS and OBS metrics, every
                            option), each with the value it used, confidence,
                            rules section and source; metrics first, then
                            options, in catalog order (JSON Lines: an
                            'assumptions' array in the result object)
      --hide layout         leave the layout callbacks (viewWillLayoutSubviews,
                            viewDidLayoutSubviews, viewSafeAreaInsetsDidChange,
                            viewLayoutMarginsDidChange, ...) out of the printed
                            log; they are still in the run and its expectations
      --timeline PATH       also write a picture of the run to PATH, chosen by
                            its extension: .svg, or .html (the picture and the
                            log); for exactly one scenario file. Written even
                            when an expectation fails, never for bad input;
                            stdout is the same as without it, and stderr says
                            'wrote timeline PATH'. A run too long to draw (past
                            100000 callbacks, or 250000 samples of sheets and
                            touches: about 35 minutes moving) gets 'cannot draw
                            the timeline: ...' instead, exit 2
      --max-events N        the most events one line's run of the clock may
                            carry out (frames, touch samples, completions;
                            default 10000000)
      --max-busy-time DURATION
                            the most virtual time one line's run may spend
                            with work still queued (default 7200s); a wait
                            with nothing queued is never cut short

    A simulator.error in the log (an exception UIKit raises there, a crash in
    an app) fails the file at the line that caused it, unless an expectation
    names simulator.error ('expect simulator.error exactly 1 times').

    Every file is parsed, and checked as far as it can be without running (what
    'sheetsim check' finds), before anything runs: bad input found so prints
    file:line:col: error: ... on stderr, nothing on stdout, and exits 2. A line
    that only running finds bad (a dismiss with nothing presented, a run past
    the limits below) stops its own file: its report ends 'ERROR FILE (stopped
    at FILE:LINE:COL: ...)', the error goes to stderr, every other file runs
    and is reported, the summary adds ', N stopped by an error' (JSON Lines:
    "result":"error" and "errors"), and the exit status is 2.

    LIMITS: only regular files are read (not devices, pipes or sockets); a
    file may hold 8 MiB, and a scenario with all it includes, each inclusion
    counted, 8 MiB of text. The first 100 errors are printed, then
    '... and N more errors'; long failure details are summarised. A line whose
    run of the clock reaches --max-events or --max-busy-time (a finger held
    down for days, the display running all along) is stopped there:
    'this line's run was stopped before the simulation went idle: ...', with
    the flag to raise as a note.

    EXIT STATUS:
      0  every expectation held
      1  an expectation failed
      2  bad input: an unknown option, a file that does not parse or cannot be
         read, a command that cannot run, or a --timeline file that cannot be
         written (the report is still printed)

    EXAMPLE (scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet,
    abridged; its include sets up an iPhone 14 Pro sheet resting at medium):
      scenario "A cancelled swipe makes viewDidAppear fire again"
      include "../_medium-large.sheet"
      present
      wait until settled
      drag grabber by 120pt over 600ms
      wait until settled
      expect sheet.viewDidAppear exactly 2 times
      expect no sheet.viewDidDisappear

      $ sheetsim run \\
          scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet
      $ sheetsim run --timeline swipe.svg \\
          scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet

    See 'sheetsim help language' for every command.

    """

    static let check = """
    sheetsim check PATH...

    Parses and validates scenario files without running them: unknown commands,
    bad numbers or units, unknown detent identifiers, lines written as Swift
    ('.medium', 'large()', brackets; the note gives the line to write),
    expectations that can never be evaluated (a mark no line sets) or never
    match (a classic-only split view delegate method of a column-style
    controller), a mark set twice, a set-up line after the first action, a
    controller placed inside itself, every line before the first action
    (device, window, controllers, columns, sheets) as 'sheetsim run' checks
    it, every line anywhere that uses an API the scenario's release lacks
    (backgroundEffect before os 26.1, preferredPlacement before 27, custom
    detents or invalidateDetents on 15, a tab bar's sidebar or mode before
    18, an inspector column or a divider drag before 26, ...) at that line
    in the run's words, a 'wait until' or 'expect state ... at' before the
    time the wait lines above it reach, a Split View window on a running
    iPhone app, and a split view controller without columns, or without the
    compact column its topColumnForCollapsing answer names. The os and
    device lines apply to the whole scenario: lines above them are checked
    against them. What only running can find, such as a dismiss with
    nothing presented, is left to 'run'. Prints
    'OK file' per file; exit 2 with file:line:col: error: ... on stderr when
    something is wrong. Warnings (detents not written smallest first) print
    file:line:col: warning: ... on stderr and do not change the exit status.

    EXAMPLE:
      sheetsim check scenarios

    """

    static let repl = """
    sheetsim repl [--device NAME] [--os N] [--strict] [--no-history] [FILE]

    Explores an app's sheets, navigation, tab bar, split view and page view
    controllers one command at a time: reads scenario commands (see 'sheetsim
    help language') one per line and prints, after each, the callbacks it
    caused with their virtual times, then a '#' line with the front sheet's
    state, else the split view's, else the navigation, tab bar or page view
    controller's on screen:
      # t=400.000ms sheet phase=idle detent=medium topY=398.56 dim=0.2 scale=1
      # t=0.000ms split "split" oneBesideSecondary (tile)
      # t=350.000ms navigation "nav" top "message" (2 deep)
    Nothing is implied between lines (no 'wait until settled'), so a file run
    here logs what 'sheetsim run' logs for it. With FILE, its lines run first
    (includes relative to its folder), then standard input: the prompt on a
    terminal, else the piped lines to their end. 'sheetsim repl < f.sheet'
    resolves includes against f.sheet's folder too; from a pipe, against the
    working directory. Expectations are checked at the end (quit or end of
    input), as run does.

    REPL COMMANDS:
      help [COMMAND]   the commands, or what the language says about one
                       ('help metric', 'help option': every metric and option
                       with its values, unit, range, value per OS profile,
                       confidence and source)
      state            every field of every presented sheet's state, the
                       window, and every container with its children and
                       the state properties of its kind (displayMode, ...)
      log              the whole callback log so far
      assumptions      the unconfirmed metrics and options (GUESS, OBS,
                       DISPUTED, UNKNOWN) the session has read so far, each
                       with its value, confidence and source
      show [WxH] [safeArea] [margins] [bars] [layout] draw the screen:
                       device, presenter (or a split view controller's
                       columns), dimming, sheets, grabber and labelled detent
                       lines, sized to the terminal (piped: 80x24), or for W
                       columns by H rows (at most 1000x500); with the front
                       content's safe-area edges, margins and navigation or
                       tab bar over it ('layout': all three)
      hide layout|passes|none  how layout callbacks print:
                       'layout': leave the layout callbacks out of what is
                       printed and saved; 'passes' (the default on a
                       terminal): fold each run of layout passes over
                       several frames (a drag, an animation) into one
                       '# T1…T2: N layout passes' line; 'none' (the default
                       when piped): print every callback. 'log' and 'save'
                       never fold
      layout ["name"]  the layout figures of the front controller (or of
                       "name"), one per line: view frame, safe area insets,
                       layout margins, the scroll view's adjusted insets and
                       offset, navigation and tab bar heights
      reset            start again with a new simulator and an empty log
      load FILE        run FILE's lines as if typed, its includes relative to
                       its folder
      save FILE        write the session as a .sheet scenario: the lines that
                       ran, then the log as 'expect callbacks' lines, so it
                       replays under 'sheetsim run' (a bug report or a test)
                       and says how many lines and callbacks it wrote
      timeline FILE    write a picture of the session so far: FILE.svg, or
                       FILE.html with the log (as 'sheetsim run --timeline')
      diff SETTING     run the session's lines again with SETTING, an os,
                       option or metric line ('diff os 26', 'diff option
                       detentChangeTiming = afterSettle'), in place of the
                       session's own, and show where that run and the session
                       part, as 'sheetsim diff' does; the session is unchanged
      quit             check expectations and leave (also Ctrl-D)
    A '~/' at the start of FILE is your home folder.

    OPTIONS:
      --device NAME    the device, e.g. --device "iPhone SE 3" (default
                       iPhone 14 Pro)
      --os N           the iOS version profile: 15, 16, 17 (default) or 18;
                       12, 13 and 14 for split view controllers only
      --strict         stop at the first error with exit status 2
      --no-history     neither read nor write the history file
      --max-events N, --max-busy-time DURATION
                       how much one line's run of the clock may do, as for
                       'sheetsim run' (defaults 10000000 and 7200s); a line
                       stopped there is an error, and the session goes on

    ON A TERMINAL: a prompt, colour, and readline's keys: Left/Right, Alt-B/F
    and Ctrl-Left/Right by word, Home/End (Ctrl-A/E), Ctrl-K/U/W and Alt-D
    kill, Ctrl-Y yanks, Up/Down and Ctrl-R (reverse search) through the
    history, kept in ~/.sheetsim_history (the last 1000 lines; another file
    with SHEETSIM_HISTORY=PATH, none with SHEETSIM_HISTORY= or --no-history).
    Tab completes what the command accepts at the cursor: commands, keywords,
    detents, properties, metrics, options, units after a number, controller
    names and the callbacks each can receive, marks and file names; a second
    Tab lists the choices. Ctrl-C clears the line or cancels an open 'expect
    callbacks' block, and never quits: type quit or press Ctrl-D. With
    TERM=dumb: a plain prompt and the terminal's own line editing. Piped: no
    prompt, no colour, plain deterministic output; the history is not touched.

    A bad line prints FILE:LINE:COL: error: ... on stderr (FILE is <stdin>
    for typed or piped lines) and changes nothing; the session goes on. Of
    piped and loaded lines, the first 100 errors are printed, the rest counted
    ('... and N more errors' at the end), as 'sheetsim run' does; a line typed
    at the prompt always shows its error.

    EXIT STATUS:
      0  every expectation held
      1  an expectation failed
      2  a line failed (not counting lines typed at the prompt), reported at
         the end as 'sheetsim repl: N lines failed (first at FILE:LINE)';
         with --strict, the first error, which ends the session

    EXAMPLES:
      $ sheetsim repl scenarios/detents/medium-is-56-percent.sheet
      $ printf 'present\\nwait until settled\\nshow\\n' | sheetsim repl

    """
}
