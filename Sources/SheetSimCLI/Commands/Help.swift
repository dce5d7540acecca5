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

    static let topics = ["run", "check", "repl", "demo", "bench", "fuzz", "language"]

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
      help      show help for a command: sheetsim help run; sheetsim help language

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
        case "bench": return "sheetsim bench [--simpy PATH]\n\nMeasures the engine and simulation throughput; build with -c release.\nPrints one 'name: value' line per figure, then a summary.\n"
        case "fuzz": return "sheetsim fuzz --seed S --count N\n\nRuns N random sessions from seed S and checks the invariants after every\nevent. Prints 'violations: N'; writes a minimised .sheet per violation to\nfuzz-failures/. Exit 1 when a violation is found.\n"
        case "repl": return repl
        default: return nil
        }
    }

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
      --frames              include the sheet's state at every display frame
      --quiet               print only the summary line
      --hide layout         leave the layout callbacks (viewWillLayoutSubviews,
                            viewDidLayoutSubviews, viewSafeAreaInsetsDidChange,
                            viewLayoutMarginsDidChange, ...) out of the printed
                            log; they are still in the run and its expectations
      --timeline PATH       also write a picture of the run to PATH, chosen by
                            its extension: .svg, or .html (the picture and the
                            log); for exactly one scenario file. Written even
                            when an expectation fails, never for bad input;
                            stdout is the same as without it, and stderr says
                            'wrote timeline PATH'

    All files are parsed before anything runs: bad input prints
    file:line:col: error: ... on stderr, nothing on stdout, and exits 2.

    EXIT STATUS:
      0  every expectation held
      1  an expectation failed
      2  bad input: an unknown option, a file that does not parse or cannot be
         read, a command that cannot run, or a --timeline file that cannot be
         written (the report is still printed)

    EXAMPLE (scenarios/cancelled-swipe.sheet):
      device "iPhone 14 Pro" portrait
      detents medium large
      set selectedDetentIdentifier = medium
      present
      wait until settled
      drag grabber by 120pt over 600ms     # slow: the dismissal cancels
      wait until settled
      expect sheet.viewDidAppear exactly 2 times
      expect no sheet.delegate.presentationControllerDidDismiss

      $ sheetsim run scenarios/cancelled-swipe.sheet
      $ sheetsim run scenarios/cancelled-swipe.sheet --timeline swipe.svg

    See 'sheetsim help language' for every command.

    """

    static let check = """
    sheetsim check PATH...

    Parses and validates scenario files without running them: unknown commands,
    bad numbers or units, unknown detent identifiers, expectations that can
    never be evaluated. Prints 'OK file' per file; exit 2 with
    file:line:col: error: ... on stderr when something is wrong.

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
                       device, presenter, dimming, sheets, grabber and
                       labelled detent lines, sized to the terminal (piped:
                       80x24), or for W columns by H rows; with the front
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
      --os N           the iOS version profile: 15, 16, 17 (default) or 18
      --strict         stop at the first error with exit status 2
      --no-history     neither read nor write the history file

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
    for typed or piped lines) and changes nothing; the session goes on.

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

    static var language: String { """
    THE SCENARIO LANGUAGE (one command per line; '#' starts a comment)

    Setup (before the first action):
      scenario "title"
      include "_setup.sheet"                  path relative to this file
      device "iPhone 14 Pro" [portrait|landscape|landscapeLeft|landscapeRight]
      device custom width 390pt height 844pt safeArea top 47pt bottom 34pt
             [landscapeSafeArea top 0pt left 47pt bottom 21pt right 47pt]
             [homeButton] [refreshRate 60Hz|120Hz] [pad] [orientation]
      os 15|16|17|18 [viewIsAppearing on|off] [customDetents on|off]
                     [automaticFormSheetOnPad on|off] [prefersPageSizing on|off]
      appearance light|dark        reduceMotion on|off
      window full|twoThirds|half|oneThird|slideOver|width 678pt
                                   iPad: the window the app launches in (an action
                                   later: the running app's window changes)
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
      set adaptivePresentationStyle = none|pageSheet|formSheet|fullScreen|overFullScreen
                                               the delegate implements
                                               adaptivePresentationStyle(for:traitCollection:)
      animateChanges set selectedDetentIdentifier = large
      invalidateDetents
      SwiftUI: presentationDetents ..., presentationDragIndicator visible,
        interactiveDismissDisabled, presentationCornerRadius 20pt,
        presentationBackgroundInteraction enabled(upThrough: medium),
        presentationContentInteraction scrolls|resizes

    Actions:
      present ["name"] [from "controller"] [animated|notAnimated]
      dismiss [animated|notAnimated]
      push "message" [in "nav"] [animated|notAnimated]
      pop [in "nav"] [animated|notAnimated]    popToRoot [in "nav"] [animated|notAnimated]
      swipe back [in "nav"] by 150pt over 400ms | with velocity 800pt/s
                                               the interactive pop from the leading edge
      select tab "search" [in "tabs"]          a tap on a tab bar item
      drag grabber|body|content by 300pt over 250ms
      drag grabber by -200pt with velocity -1500pt/s
      drag grabber to large over 300ms
      drag content samples 0ms 0pt, 16ms 40pt, 33ms 90pt
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
      state properties (see README for what each reads):
    \(wrapped(StateProperty.catalog.map(\.name), indent: "        "))
      A window 'from MARK' starts after the callbacks logged before that 'mark'
      line (by position, so it separates callbacks of the same instant).

    """ }
}
