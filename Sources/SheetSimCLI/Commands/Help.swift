import SheetSim
/// `sheetsim --help` and `sheetsim help COMMAND`.
enum Help {
    static let version = "0.1.0"
    static let usageLine = "usage: sheetsim <command> [options]; see 'sheetsim --help'\n"
    /// Words joined into lines of at most 80 columns, each line starting with `indent`.
    static func wrapped(_ words: [String], indent: String) -> String {
        var lines: [String] = []
        var line = indent
        for word in words {
            if line.count + word.count + 1 > 80, line != indent {
                lines.append(line)
                line = indent
            }
            line += (line == indent ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    static let topics = ["run", "check", "repl", "demo", "bench", "fuzz", "language", "devices"]

    static let overview = """
    sheetsim: a deterministic simulator of iOS sheet presentation
    (UISheetPresentationController and SwiftUI presentationDetents, iOS 15-18)

    USAGE: sheetsim <command> [options]

    COMMANDS:
      run       run scenario files and check their expectations (the main job)
      check     parse and validate scenario files without running them
      repl      explore a sheet interactively, one command per line on stdin
      demo      print the callback log of a built-in interaction
      bench     measure engine, frame and log throughput (use a release build)
      fuzz      run random sessions and check invariants: fuzz --seed S --count N
      help      show help for a command: sheetsim help run; sheetsim help language;
                one scenario command: sheetsim help present; every device and its
                figures: sheetsim help devices [NAME]

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
        default: return commandText(for: topic)
        }
    }

    /// `help fuzz`: the invariants listed from ``Invariant`` itself.
    static let fuzz = """
    sheetsim fuzz --seed S --count N

    Runs N random sessions from seed S, on every core: a device, an OS, an app (plain,
    navigation, tab bar, or a double-column, triple-column or classic split view
    controller) and its iPad window, then sheets presented, dragged, flicked, tapped,
    rotated and resized, with the app's own steps mixed in. Two sessions in five also
    set one to three behaviour options (the unconfirmed facts' other readings, see
    'option' in 'help language'), and one in five puts one or two metrics at a half to
    twice UIKit's value. Checks these invariants after every event, then runs each
    session again and compares the two logs byte for byte:

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
      --quiet               print no logs or frames: only the failures and the
                            summary (JSON Lines: the result objects and summary)
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
    bad numbers or units, unknown detent identifiers, expectations that can
    never be evaluated (a mark no line sets), a mark set twice, a set-up line
    after the first action, a controller placed inside itself, and every line
    before the first action (device, window, controllers, columns, sheets) as
    'sheetsim run' checks it. What only running can find, such as a dismiss
    with nothing presented, is left to 'run'. Prints 'OK file' per file; exit
    2 with file:line:col: error: ... on stderr when something is wrong.

    EXAMPLE:
      sheetsim check scenarios

    """

    static let repl = """
    sheetsim repl [--device NAME] [--os N] [--strict] [--no-history] [FILE]

    Explores a sheet one command at a time: reads scenario commands (see
    'sheetsim help language') one per line and prints, after each, the
    callbacks it caused with their virtual times, then the front sheet's state
    as a '#' line:
      # t=400.000ms sheet phase=idle detent=medium topY=398.56 dim=0.2 scale=1
    Nothing is implied between lines (no 'wait until settled'), so a file run
    here logs what 'sheetsim run' logs for it. With FILE, its lines run first
    (includes relative to its folder), then standard input: the prompt on a
    terminal, else the piped lines to their end. 'sheetsim repl < f.sheet'
    resolves includes against f.sheet's folder too; from a pipe, against the
    working directory. Expectations are checked at the end (quit or end of
    input), as run does.

    REPL COMMANDS:
      help [COMMAND]   the commands, or what the language says about one
      state            every field of every presented sheet's state
      log              the whole callback log so far
      show [WxH] [safeArea] [margins] [bars] [layout] draw the screen:
                       device, presenter (or a split view controller's
                       columns), dimming, sheets, grabber and labelled detent
                       lines, sized to the terminal (piped: 80x24), or for W
                       columns by H rows (at most 1000x500); with the front
                       content's safe-area edges, margins and navigation or
                       tab bar over it ('layout': all three)
      hide layout|none leave the layout callbacks out of what is printed and
                       saved, or show them again
      reset            start again with a new simulator and an empty log
      load FILE        run FILE's lines as if typed, its includes relative to
                       its folder
      save FILE        write the session as a .sheet scenario: the lines that
                       ran, then the log as 'expect callbacks' lines, so it
                       replays under 'sheetsim run' (a bug report or a test)
      timeline FILE    write a picture of the session so far: FILE.svg, or
                       FILE.html with the log (as 'sheetsim run --timeline')
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

    /// The language by example, then ``grammar``.
    static var language: String { languageByExample + "\nGRAMMAR (the same as the DocC article GrammarReference)\n\n" + grammar + "\n" }

    static var languageByExample: String { """
    THE SCENARIO LANGUAGE (one command per line; '#' starts a comment)

    Setup (before the first action):
      scenario "title"
      include "_setup.sheet"                  path relative to this file
      device "iPhone 14 Pro" [portrait|landscape|landscapeLeft|landscapeRight]
             [FIGURE VALUE]...     any model 'sheetsim help devices' lists, with
                                   figures in place of its own: refreshRate 60Hz
      device custom width 390pt height 844pt safeArea top 47pt bottom 34pt
             [landscapeSafeArea top 0pt left 47pt bottom 21pt right 47pt]
             [homeButton] [refreshRate 60Hz|120Hz] [pad] [orientation]
             figures, for either form: [scale 3x] [cornerRadius 55pt]
             [landscapeWidthClass compact|regular] [slideOverHeightInset 48pt]
             [windows landscape|portrait twoThirds 694pt half 507pt oneThird 320pt
                                         slideOver 320pt]
      os 15|16|17|18 [viewIsAppearing on|off] [customDetents on|off]
                     [automaticFormSheetOnPad on|off] [prefersPageSizing on|off]
                     [presentationDetents on|off] [presentationCustomization on|off]
                     [noActiveDetentException on|off]
      os 12|13|14                  split view controllers only (no sheets): iOS 12
                                   and 13 classic only, with split view quirks 1-2
      appearance light|dark        reduceMotion on|off
      window full|twoThirds|half|oneThird|slideOver|width 678pt
                                   iPad: the window the app launches in (an action
                                   later: the running app's window changes); a
                                   width is at most the screen's
      metric NAME = VALUE          e.g. metric flickSpeed = 1200pt/s
      option NAME = VALUE          e.g. option detentChangeTiming = afterSettle

    The app's controllers (declare before or after launch; 'set' lines after a
    declaration configure that container):
      navigationController "nav" root "inbox"
      tabBarController "tabs" tabs "home", "search"
      rootViewController "nav"               the window's root (the first one set
                                             is the launch; default: "presenter")
      set hasDelegate = false                 (navigation and tab bar controllers)
      set interactivePopGestureRecognizer.isEnabled = false   (navigation)
      set shouldSelect = false                what the tab bar delegate answers
      set selectedIndex = 1                   selects a tab in code (no delegate)
      splitViewController "split" classic|doubleColumn|tripleColumn
      column primary|supplementary|secondary|compact "sidebar"
                                   a column of the last split view controller; column
                                   style wraps a plain controller in "sidebarNav"
      set preferredDisplayMode = automatic|secondaryOnly|oneBesideSecondary|
            oneOverSecondary|twoBesideSecondary|twoOverSecondary|twoDisplaceSecondary
            (and primaryHidden, allVisible, primaryOverlay)
      set preferredSplitBehavior = automatic|tile|overlay|displace
      set presentsWithGesture = false         set showsSecondaryOnlyButton = true
      set displayModeButtonVisibility = automatic|never|always
      set primaryEdge = leading|trailing
      set preferredPrimaryColumnWidthFraction = 0.4|automatic
      set preferredPrimaryColumnWidth = 360pt|automatic   (also minimum..., maximum...,
            and the Supplementary ones)
      the split view delegate's answers:
      set topColumnForCollapsing = proposed|primary|supplementary|secondary|compact
      set displayModeForExpanding = proposed|MODE
      set collapseSecondary = true            (classic) discard the secondary
      set separateSecondary = nil|resetPrimaryStack|"name"     (classic)
      set primaryViewControllerForCollapsing = nil|"name"      (classic; also ...Expanding)
      set targetDisplayModeForAction = automatic|MODE          (classic)
      set showDetail = true                   set show = true  (the delegate handles them)

    Layout (any controller; 'of "name"' picks it, else the one the lines above
    configure; layout rules 3-6):
      set additionalSafeAreaInsets [of "list"] = top 20pt bottom 10pt
      set directionalLayoutMargins = top 0pt leading 20pt bottom 0pt trailing 10pt | nil
      set viewRespectsSystemMinimumLayoutMargins = false
      set insetsLayoutMarginsFromSafeArea = false
      set navigationBar.prefersLargeTitles = true           (navigation)
      set navigationItem.largeTitleDisplayMode [of "detail"] = automatic|always|never
      scrollView [of "list"] [contentHeight 2000pt] [contentOffset -56pt]
                 [contentInsetAdjustmentBehavior automatic|scrollableAxes|never|always]
                 [contentInset top 8pt bottom 8pt] [alwaysBounceVertical]
                 [refreshControl] [horizontal]  |  scrollView none
                                   the current sheet's scroll view (set up before
                                   'present'), the content of its content controller;
                                   contentOffset is UIKit's (-adjustedContentInset.top
                                   at the top)
      swipeActions [of "list"] leading|trailing "Delete", "Archive"
                   [performsFirstActionWithFullSwipe false]  |  ... none

    Sheet configuration (the current sheet; before 'present' it sets it up,
    after it changes it in code; prefix 'animateChanges' to animate):
      sheet "child"                            the following lines configure "child"
      detents medium large custom("peek", 120pt) custom("third", 33%)
              height(200pt) fraction(0.4)      (SwiftUI forms)
      set selectedDetentIdentifier = medium|large|"peek"|nil
      set largestUndimmedDetentIdentifier = medium
      set prefersGrabberVisible = true         set preferredCornerRadius = 24pt
      set prefersScrollingExpandsWhenScrolledToEdge = false
      set prefersEdgeAttachedInCompactHeight = true
      set widthFollowsPreferredContentSizeWhenEdgeAttached = true
      set preferredContentSize = 400pt x 500pt set isModalInPresentation = true
      set modalPresentationStyle = pageSheet|formSheet|fullScreen|overFullScreen|automatic
      set shouldDismiss = false                what the delegate answers
      set hasDelegate = false                  set backgroundTranslucent = true
      set adaptivePresentationStyle = none|pageSheet|formSheet|fullScreen|overFullScreen|nil
                                               the delegate implements
                                               adaptivePresentationStyle(for:traitCollection:)
                                               (nil: it does not; the default)
      animateChanges set selectedDetentIdentifier = large
      invalidateDetents
      SwiftUI modifiers (order free; each sets the UIKit property on the right; from iOS 16, and
      presentationCornerRadius and the two interactions from 16.4; interactiveDismissDisabled 15):
      presentationDetents medium large height(200pt) fraction(0.4)
                                               detents
      presentationDragIndicator visible|hidden|automatic
                                               prefersGrabberVisible (automatic: with 2+ detents)
      interactiveDismissDisabled [true|false]  isModalInPresentation
      presentationCornerRadius 20pt|nil        preferredCornerRadius
      presentationBackgroundInteraction automatic|enabled|enabled(upThrough: medium)|disabled
                                               largestUndimmedDetentIdentifier (enabled: every
                                               detent undimmed)
      presentationContentInteraction automatic|resizes|scrolls
                                               prefersScrollingExpandsWhenScrolledToEdge

    Actions:
      present ["name"] [from "controller"] [animated|notAnimated]
      dismiss [animated|notAnimated]
      push "message" [in "nav"] [animated|notAnimated]
      pop [in "nav"] [animated|notAnimated]    popToRoot [in "nav"] [animated|notAnimated]
      swipe back [in "nav"] by 150pt over 400ms | with velocity 800pt/s
                                               the interactive pop from the leading edge
      select tab "search" [in "tabs"]          a tap on a tab bar item
      show column primary [in "split"]         hide column supplementary [in "split"]
                                               show(_:)/hide(_:) in code (column style)
      showDetail "post" [in "split"]           showDetailViewController(_:sender:)
      show "settings" [in "split"]             show(_:sender:)
      tap secondary|displayModeButton|secondaryOnlyButton [in "split"]
      drag grabber|body|scrollView by 300pt over 250ms
      drag grabber by -200pt with velocity -1500pt/s
      drag grabber to large over 300ms
      drag scrollView samples 0ms 0pt, 16ms 40pt, 33ms 90pt
      drag sidebar [in "split"] by 280pt over 300ms | with velocity 900pt/s
                                               the sidebar gesture (negative closes)
      touch down grabber [at 420pt]   touch move to 500pt   touch up [at 520pt]
      tap grabber | tap dimmingView [at 200pt 100pt] | tap presenter [at X Y]
      scroll to -56pt | scroll to top | scroll to bottom    (setContentOffset)
      swipe row 3 [in "list"] left|right by 300pt over 200ms | with velocity V
                                               left reveals the trailing actions
      tap action "Archive" [in "list"]         tap row 3 [in "list"] (closes them)
      keyboard show 336pt [over 250ms]         keyboard hide [over 250ms]
      rotate landscape|portrait                window slideOver (iPad, after launch)
      wait 300ms      wait until settled      wait until 1.5s      mark NAME

    Expectations (callbacks are checked against the whole log at the end):
      expect callbacks [in order] [from T|MARK] [to T|MARK]
        sheet.viewWillAppear(animated: true)
        400.000ms sheet.viewDidAppear          (a time pins the entry's time)
      end
      An exact block (without 'in order') compares the layout callbacks
      (viewWillLayoutSubviews, viewDidLayoutSubviews, viewSafeAreaInsetsDidChange,
      viewLayoutMarginsDidChange, scrollViewDidChangeAdjustedContentInset,
      navigationBarAppearanceChanged) only when it lists one of them.
      expect sheet.viewDidAppear exactly 2 times [from ...] [to ...]
      expect sheet.viewDidAppear count >= 1
      expect no sheet.delegate.presentationControllerDidDismiss
      expect state topY [of "child"] == 398.56pt ± 0.5pt [at 1.2s]
      state properties (the DocC article WritingScenarios says what they read):
    \(wrapped(StateProperty.catalog.map(\.name), indent: "        "))
      A window 'from MARK' starts after the callbacks logged before that 'mark'
      line (by position, so it separates callbacks of the same instant).
      A callback's receiver must be a controller the scenario names (or presenter,
      simulator), in a role that gets it: 'sheet.delegate.viewDidAppear' is an error.

    """ }

    /// The facts an `os` line switches (``OSProfile/facts``), three to a line.
    static var osFacts: String {
        let names = OSProfile.facts.map { "'\($0.name)'" }
        return stride(from: 0, to: names.count, by: 3).map { start in
            (start == 0 ? "os-fact := " : "         | ") + names[start..<min(start + 3, names.count)].joined(separator: "|")
        }.joined(separator: "\n         ")
    }

    /// The built-in devices' names (``Device/builtIn``), wrapped into the grammar's right-hand column.
    static var deviceNames: String {
        let column = 53, width = 45
        var lines: [String] = [], line = ""
        for (index, device) in Device.builtIn.enumerated() {
            let item = device.name + (index < Device.builtIn.count - 1 ? "," : "")
            if line.isEmpty {
                line = item
            } else if line.count + 1 + item.count > width {
                lines.append(line)
                line = item
            } else {
                line += " " + item
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: column))
    }

    /// The grammar, word for word as the GrammarReference article of SheetSimScenario's catalog
    /// shows it (a test compares them).
    static let grammar = #"""
    scenario     := line*
    line         := command? comment?            comment := '#' any-text
    number       := ['+'|'-'] digits ['.' digits] [('e'|'E') ['+'|'-'] digits] [unit]
    unit         := 'pt' | 'ms' | 's' | 'us' | 'pt/s' | '%' | 'Hz' | 'x'
    duration     := number with ms, s or us        length := number with pt
    speed        := number with pt/s               ratio  := bare number or %
    string       := '"' chars '"'  (escapes \" and \\)
    detent       := 'medium' ['()'] | 'large' ['()']
                  | 'custom' '(' ['id:'] string ',' [('height'|'fraction') ':'] (length | ratio) ')'
                  | 'height' '(' length ')' | 'fraction' '(' ratio ')'            (SwiftUI)
    detent-ref   := 'medium' | 'large' | string | 'height(' length ')' | 'fraction(' ratio ')' | 'nil'
    orientation  := 'portrait' | 'landscape' | 'landscapeLeft' | 'landscapeRight'
    target       := 'grabber' | 'body' | 'scrollView'
    time-bound   := duration (since the start) | mark-name (the log position of that 'mark' line)
    window       := ['from' time-bound] ['to' time-bound]
    callback     := [duration] receiver '.' callback-name ['(' argument-text ')']
    compare      := '==' | '!=' | '<' | '<=' | '>' | '>='

    # setup — before the first action
    'scenario' string
    'include' string                                     path relative to this file
    'device' string [orientation]                        \#(deviceNames)
    'device' 'custom' 'width' length 'height' length ['safeArea' insets] ['landscapeSafeArea' insets]
             ['homeButton'] ['refreshRate' (60Hz|120Hz)] ['pad'] [orientation]
             insets := ['top' length] ['bottom' length] ['left' length] ['right' length]
    'os' (15|16|17|18) [os-fact bool]*
             \#(osFacts)
    'os' (12|13|14)                                      split view controllers only: no sheets
    'appearance' ('light'|'dark')        'reduceMotion' bool
    'window' window-size                                 iPad: the window the app launches in
             window-size := 'full' | 'twoThirds' | 'half' | 'oneThird' | 'slideOver' | 'width' length
    'metric' metric-name '=' number      any SheetMetrics field, in its unit
    'option' option-name '=' value       any BehaviorOptions setting

    # the app's controllers — declared before or after launch; 'set' lines after a declaration
    # configure that container (and layout settings, below)
    'navigationController' string 'root' string
    'tabBarController' string 'tabs' string (',' string)*
    'splitViewController' string ('classic' | 'doubleColumn' | 'tripleColumn')
    'column' ('primary'|'supplementary'|'secondary'|'compact') string
                                                         a column of the last split view controller;
                                                         column style wraps a plain controller "x" in
                                                         a navigation controller "xNav"
    'rootViewController' string                          the window's root; the first one set is the
                                                         app's launch (default: the plain "presenter")
    'set' container-property '=' value
    container-property := hasDelegate bool | interactivePopGestureRecognizer.isEnabled bool
              | shouldSelect bool (what the tab bar delegate answers) | selectedIndex integer (in code)
              | split-property
    split-property := preferredDisplayMode mode | preferredSplitBehavior (automatic|tile|overlay|displace)
              | presentsWithGesture bool | showsSecondaryOnlyButton bool
              | displayModeButtonVisibility (automatic|never|always) | primaryEdge (leading|trailing)
              | (preferredPrimaryColumnWidthFraction | preferredSupplementaryColumnWidthFraction) (ratio|automatic)
              | (preferredPrimaryColumnWidth | minimumPrimaryColumnWidth | maximumPrimaryColumnWidth
                 | preferredSupplementaryColumnWidth | minimumSupplementaryColumnWidth
                 | maximumSupplementaryColumnWidth) (length|automatic)
              what the delegate answers:
              | topColumnForCollapsing (proposed|column) | displayModeForExpanding (proposed|mode)
              | collapseSecondary bool | separateSecondary (nil|resetPrimaryStack|string)
              | primaryViewControllerForCollapsing (nil|string) | primaryViewControllerForExpanding (nil|string)
              | targetDisplayModeForAction mode | showDetail bool | show bool
    mode := automatic | secondaryOnly | oneBesideSecondary | oneOverSecondary | twoBesideSecondary
          | twoOverSecondary | twoDisplaceSecondary | primaryHidden | allVisible | primaryOverlay

    # sheet configuration — applies to the current sheet: before it is presented it sets it up,
    # afterwards it changes it in code (no delegate calls); 'animateChanges' animates the change
    'sheet' string                                       following lines configure that controller
    'detents' detent (','? detent)*
    'set' property '=' value
    'animateChanges' [':'] ('set' … | 'detents' … | 'invalidateDetents')
    'invalidateDetents'
    property := selectedDetentIdentifier detent-ref | largestUndimmedDetentIdentifier detent-ref
              | prefersGrabberVisible bool | preferredCornerRadius (length | 'nil')
              | prefersScrollingExpandsWhenScrolledToEdge bool | prefersEdgeAttachedInCompactHeight bool
              | widthFollowsPreferredContentSizeWhenEdgeAttached bool
              | preferredContentSize (length 'x' length | 'nil') | isModalInPresentation bool
              | modalPresentationStyle (pageSheet|formSheet|fullScreen|overFullScreen|automatic)
              | shouldDismiss bool  (what the delegate's presentationControllerShouldDismiss returns)
              | adaptivePresentationStyle (none|pageSheet|formSheet|fullScreen|overFullScreen|'nil')
                    (the delegate implements adaptivePresentationStyle(for:traitCollection:); nil: it does not)
              | hasDelegate bool | backgroundTranslucent bool | prefersPageSizing bool   (iOS 17+)
    bool := true | false | on | off | yes | no

    # layout (layout rules 3–6) — any view controller: 'of' names it, else the sheet or container the
    # lines above configure; a controller pushed later may be named before it exists
    'set' layout-property ['of' string] '=' value
    layout-property := additionalSafeAreaInsets insets | directionalLayoutMargins (dir-insets | 'nil')
              | viewRespectsSystemMinimumLayoutMargins bool | insetsLayoutMarginsFromSafeArea bool
              | navigationBar.prefersLargeTitles bool   (a navigation controller)
              | navigationItem.largeTitleDisplayMode (automatic|always|never)
              dir-insets := ['top' length] ['leading' length] ['bottom' length] ['trailing' length]
    'scrollView' 'none' | 'scrollView' ['of' string] (['contentOffset' length] ['contentHeight' length]
              ['contentInsetAdjustmentBehavior' (automatic|scrollableAxes|never|always)]
              ['contentInset' insets] ['alwaysBounceVertical'] ['refreshControl'] ['horizontal'])
                                                         the current sheet's scroll view, the content of
                                                         its content controller (a navigation
                                                         controller's top one); before 'present' it is
                                                         set up with it. contentOffset is UIKit's
                                                         contentOffset.y (−adjustedContentInset.top at
                                                         the top)
    'swipeActions' ['of' string] ('leading'|'trailing') (string (',' string)* ['performsFirstActionWithFullSwipe' bool] | 'none')
    SwiftUI:  'presentationDetents' swiftui-detent (','? swiftui-detent)*
              swiftui-detent := 'medium' | 'large' | 'height' '(' length ')' | 'fraction' '(' ratio ')'
              'presentationDragIndicator' (visible|hidden|automatic)
              'interactiveDismissDisabled' [bool]
              'presentationCornerRadius' (length | 'nil')
              'presentationBackgroundInteraction' (automatic | enabled | 'enabled(upThrough:' detent-ref ')' | disabled)
              'presentationContentInteraction' (automatic | resizes | scrolls)

    # actions
    'present' [string] ['from' string] ['animated' | 'notAnimated']
                                                         a name presents that controller over the front
                                                         one, or from a controller on screen
    'push' string ['in' string] ['animated' | 'notAnimated']
    'pop' ['in' string] ['animated' | 'notAnimated']     'popToRoot' ['in' string] [...]
    'swipe' 'back' ['in' string] 'by' length ('over' duration | 'with' 'velocity' speed)
                                                         the interactive pop from the leading edge
    'select' 'tab' string ['in' string]                  a tap on a tab bar item
    'show' 'column' column ['in' string]                 show(_:) of a split view controller, in code
    'hide' 'column' column ['in' string]                 hide(_:)
    'showDetail' string ['in' string]                    showDetailViewController(_:sender:)
    'show' string ['in' string]                          show(_:sender:)
    'tap' ('secondary'|'displayModeButton'|'secondaryOnlyButton') ['in' string]
    'drag' 'sidebar' ['in' string] 'by' length ('over' duration | 'with' 'velocity' speed)
                                                         the sidebar gesture; a negative length closes
    'dismiss' ['animated' | 'notAnimated']               dismiss(animated:) of the front sheet
    'drag' target 'by' length 'over' duration            steady drag, one touch sample per frame
    'drag' target 'by' length 'with' 'velocity' speed    steady drag released at that velocity
    'drag' target 'to' detent-ref 'over' duration
    'drag' target 'samples' duration length (',' duration length)+   finger offsets from touch-down
    'touch' 'down' target ['at' length]   'touch' 'move' 'to' length   'touch' 'up' ['at' length]
    'tap' ('grabber' | 'dimmingView' ['at' length length] | 'presenter' ['at' length length])
    'scroll' 'to' (length | 'top' | 'bottom')           setContentOffset of the front sheet's scroll view
    'swipe' 'row' integer ['in' string] ('left'|'right') 'by' length ('over' duration | 'with' 'velocity' speed)
                                                         left reveals the trailing swipe actions
    'tap' 'action' string ['in' string]                  a shown swipe action: its handler runs
    'tap' 'row' integer ['in' string]                    closes shown swipe actions
    'keyboard' 'show' length ['over' duration]           'keyboard' 'hide' ['over' duration]
    'rotate' orientation        'window' window-size (after launch: the running app's window changes)
    'wait' duration      'wait' 'until' 'settled'      'wait' 'until' duration      'mark' name

    # expectations — callback expectations are checked against the whole log when the run ends;
    # state expectations at their line (or at 'at T', stopping the clock there)
    'expect' 'callbacks' ['in' 'order'] window NEWLINE (callback NEWLINE)* 'end'
    'expect' callback 'exactly' integer ('times'|'time') window
    'expect' callback 'count' compare integer window
    'expect' ('no' | 'never') callback window
    'expect' 'state' state-property ['of' string] compare value ['±' number] ['at' duration] ['of' string]
    state-property := window:          windowWidth | windowHeight | orientation
                    | any controller:  horizontalSizeClass | verticalSizeClass | userInterfaceIdiom
                                       | userInterfaceStyle | displayScale | isOnScreen
                    | a sheet:         phase | presentationStyle | selectedDetentIdentifier
                                       | restingDetentIdentifier | topY | visibleHeight | sheetFrame.x
                                       | sheetFrame.y | sheetFrame.width | sheetFrame.height | isFullScreen
                                       | dimmingAlpha | percentDimmed | cornerRadius | isGrabberVisible
                                       | grabberAlpha | shadowOpacity | shadowCornerRadius
                                       | shadowShowsThroughCorners | presenterScale | presenterCornerRadius
                                       | presenterFrame.y | isHeldByKeyboard
                    | any controller's view (layout rules 2–5):
                                       view.frame.width | view.frame.height | view.safeAreaInsets.top
                                       | view.safeAreaInsets.left | view.safeAreaInsets.bottom
                                       | view.safeAreaInsets.right | view.safeAreaLayoutGuide.layoutFrame.height
                                       | view.directionalLayoutMargins.top
                                       | view.directionalLayoutMargins.leading
                                       | view.directionalLayoutMargins.bottom
                                       | view.directionalLayoutMargins.trailing
                                       | systemMinimumLayoutMargins.leading
                                       | systemMinimumLayoutMargins.trailing
                                       | view.readableContentGuide.layoutFrame.width
                    | its scroll view:  scrollView.contentOffset.y | scrollView.contentSize.height
                                       | scrollView.bounds.height | scrollView.adjustedContentInset.top
                                       | scrollView.adjustedContentInset.left
                                       | scrollView.adjustedContentInset.bottom
                                       | scrollView.adjustedContentInset.right
                                       | scrollView.visibleContent.minY | scrollView.visibleContent.maxY
                                       | scrollView.contentInsetAdjustmentBehavior
                    | navigation:      topViewController | viewControllers.count | navigationBar.topItem
                                       | navigationBar.frame.height | navigationBar.frame.y
                                       | navigationBar.largeTitleFraction | navigationBar.activeAppearance
                    | tab bar:         selectedIndex | selectedViewController | tabBar.frame.height
                    | split view:      isCollapsed | style | displayMode | preferredDisplayMode
                                       | splitBehavior | preferredSplitBehavior | topColumn | viewControllers
                                       | presentsWithGesture | showsSecondaryOnlyButton
                                       | displayModeButtonVisibility | primaryEdge | isDisplayModeButtonShown
                                       | isSecondaryOnlyButtonShown | primaryColumnWidth
                                       | supplementaryColumnWidth | secondaryColumnFrame.x
                                       | secondaryColumnFrame.width
    """#
}
