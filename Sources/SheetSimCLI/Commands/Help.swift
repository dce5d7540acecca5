/// `sheetsim --help` and `sheetsim help COMMAND`.
enum Help {
    static let version = "0.1.0"
    static let usageLine = "usage: sheetsim <command> [options]; see 'sheetsim --help'\n"
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
    sheetsim run [--format text|jsonl] [--frames] [--quiet] PATH...
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
      --timeline PATH       also write a picture of the run to PATH, chosen by
                            its extension: .svg, or .html (the picture and the
                            log); for exactly one scenario file. Written even
                            when an expectation fails, never for bad input;
                            stdout is the same as without it, and stderr says
                            'wrote timeline PATH'

    All files are parsed before anything runs: bad input prints
    file:line:col: error: ... on stderr, nothing on stdout, and exits 2.

    LIMITS: only regular files are read (not devices, pipes or sockets); a
    file may hold 8 MiB, and a scenario with all it includes, each inclusion
    counted, 8 MiB of text. The first 100 errors are printed, then
    '... and N more errors'; long failure details are summarised.

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
    never be evaluated. Prints 'OK file' per file; exit 2 with
    file:line:col: error: ... on stderr when something is wrong.

    EXAMPLE:
      sheetsim check scenarios

    """

    static let repl = """
    sheetsim repl [--device NAME] [--os N] [--strict]

    Explores a sheet one command at a time: reads scenario commands (see
    'sheetsim help language') one per line from stdin and prints, after each,
    the callbacks it caused with their virtual times, then the front sheet's
    state as a '#' line:
      # t=400.000ms sheet phase=idle detent=medium topY=398.56 dim=0.2 scale=1
    Nothing is implied between lines (no 'wait until settled'), so
    'sheetsim repl < file.sheet' prints the same log as 'sheetsim run file.sheet'.
    Expectations are checked at the end (quit or end of input), as run does.

    REPL COMMANDS:
      help [COMMAND]   the commands, or what the language says about one
      state            every field of every presented sheet's state
      log              the whole callback log so far
      show             draw the screen: device, presenter, dimming, sheet,
                       grabber and labelled detent lines (fits 80 columns)
      reset            start again with a new simulator and an empty log
      save FILE        write the session as a .sheet scenario: the lines that
                       ran, then the log as 'expect callbacks' lines, so it
                       replays under 'sheetsim run' (a bug report or a test)
      timeline FILE    write a picture of the session so far: FILE.svg, or
                       FILE.html with the log (as 'sheetsim run --timeline')
      quit             check expectations and leave (also Ctrl-D)

    OPTIONS:
      --device NAME    the device, e.g. --device "iPhone SE 3" (default
                       iPhone 14 Pro)
      --os N           the iOS version profile: 15, 16, 17 (default) or 18
      --strict         stop at the first error with exit status 2

    On a terminal: a prompt, colour, history (Up/Down) and Tab completion of
    commands, properties and callbacks. Piped: no prompt, no colour, plain
    deterministic output. A bad line prints <stdin>:LINE:COL: error: ... on
    stderr and changes nothing; the session goes on. Exit 0 at end of input,
    1 if an expectation failed, 2 with --strict after an error.

    EXAMPLE:
      $ printf 'present\\nwait until settled\\nshow\\n' | sheetsim repl

    """

    /// The language by example, then ``grammar``.
    static let language = languageByExample + "\nGRAMMAR (the same as README's grammar reference)\n\n" + grammar + "\n"

    static let languageByExample = """
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
      appearance light|dark        reduceMotion on|off        window 507pt|full
      metric NAME = VALUE          e.g. metric flickSpeed = 1200pt/s
      option NAME = VALUE          e.g. option detentChangeTiming = afterSettle

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
      animateChanges set selectedDetentIdentifier = large
      invalidateDetents
      SwiftUI: presentationDetents ..., presentationDragIndicator visible,
        interactiveDismissDisabled, presentationCornerRadius 20pt,
        presentationBackgroundInteraction enabled(upThrough: medium),
        presentationContentInteraction scrolls|resizes

    Actions:
      present ["name"] [animated|notAnimated]  dismiss [animated|notAnimated]
      drag grabber|body|content by 300pt over 250ms
      drag grabber by -200pt with velocity -1500pt/s
      drag grabber to large over 300ms
      drag content samples 0ms 0pt, 16ms 40pt, 33ms 90pt
      touch down grabber [at 420pt]   touch move to 500pt   touch up [at 520pt]
      tap grabber | tap dimmingView [at 200pt 100pt] | tap presenter [at X Y]
      scrollView [contentOffset 0pt] [contentHeight 2000pt] [refreshControl]
                 [horizontal]  |  scrollView none  |  scroll to 300pt
      keyboard show 336pt [over 250ms]         keyboard hide [over 250ms]
      rotate landscape|portrait
      wait 300ms      wait until settled      wait until 1.5s      mark NAME

    Expectations (callbacks are checked against the whole log at the end):
      expect callbacks [in order] [from T|MARK] [to T|MARK]
        sheet.viewWillAppear(animated: true)
        400.000ms sheet.viewDidAppear          (a time pins the entry's time)
      end
      expect sheet.viewDidAppear exactly 2 times [from ...] [to ...]
      expect sheet.viewDidAppear count >= 1
      expect no sheet.delegate.presentationControllerDidDismiss
      expect state topY == 398.56pt ± 0.5pt [at 1.2s] [of "child"]
      state properties: topY visibleHeight selectedDetentIdentifier detent
        phase dimAlpha percentDimmed cornerRadius presenterScale
        presenterCornerRadius presenterY grabberVisible grabberAlpha
        shadowOpacity shadowCornerRadius shadowShowsThroughCorners
        contentOffset fullScreen heldByKeyboard sheetX sheetWidth sheetHeight
      A window 'from MARK' starts after the callbacks logged before that 'mark'
      line (by position, so it separates callbacks of the same instant).

    """

    /// The grammar, word for word as README's "Grammar reference" shows it (a test compares them).
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
    target       := 'grabber' | 'body' | 'content'
    time-bound   := duration (since the start) | mark-name (the log position of that 'mark' line)
    window       := ['from' time-bound] ['to' time-bound]
    callback     := [duration] receiver '.' callback-name ['(' argument-text ')']
    compare      := '==' | '!=' | '<' | '<=' | '>' | '>='

    # setup — before the first action
    'scenario' string
    'include' string                                     path relative to this file
    'device' string [orientation]                        iPhone SE (3rd generation), iPhone 13,
                                                         iPhone 14, iPhone 14 Pro, iPhone 15 Pro Max,
                                                         iPhone 16 Pro, iPad Pro 11
    'device' 'custom' 'width' length 'height' length ['safeArea' insets] ['landscapeSafeArea' insets]
             ['homeButton'] ['refreshRate' (60Hz|120Hz)] ['pad'] [orientation]
             insets := ['top' length] ['bottom' length] ['left' length] ['right' length]
    'os' (15|16|17|18) [('viewIsAppearing'|'customDetents'|'automaticFormSheetOnPad'|'prefersPageSizing') bool]*
    'appearance' ('light'|'dark')        'reduceMotion' bool        'window' (length | 'full')
    'metric' metric-name '=' number      any SheetMetrics field, in its unit
    'option' option-name '=' value       any BehaviorOptions setting

    # sheet configuration — applies to the current sheet: before it is presented it sets it up,
    # afterwards it changes it in code (no delegate calls); 'animateChanges' animates the change
    'sheet' string                                       following lines configure that controller
    ('detents' | 'presentationDetents') detent (','? detent)*
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
              | hasDelegate bool | backgroundTranslucent bool
    bool := true | false | on | off | yes | no
    SwiftUI:  'presentationDragIndicator' (visible|hidden|automatic)
              'interactiveDismissDisabled' [bool]
              'presentationCornerRadius' (length | 'nil')
              'presentationBackgroundInteraction' (automatic | enabled | 'enabled(upThrough:' detent-ref ')' | disabled)
              'presentationContentInteraction' (automatic | resizes | scrolls)

    # actions
    'present' [string] ['animated' | 'notAnimated']      a name presents that controller over the front one
    'dismiss' ['animated' | 'notAnimated']               dismiss(animated:) of the front sheet
    'drag' target 'by' length 'over' duration            steady drag, one touch sample per frame
    'drag' target 'by' length 'with' 'velocity' speed    steady drag released at that velocity
    'drag' target 'to' detent-ref 'over' duration
    'drag' target 'samples' duration length (',' duration length)+   finger offsets from touch-down
    'touch' 'down' target ['at' length]   'touch' 'move' 'to' length   'touch' 'up' ['at' length]
    'tap' ('grabber' | 'dimmingView' ['at' length length] | 'presenter' ['at' length length])
    'scrollView' ('none' | (['contentOffset' length] ['contentHeight' length] ['refreshControl'] ['horizontal']))
    'scroll' 'to' length
    'keyboard' 'show' length ['over' duration]           'keyboard' 'hide' ['over' duration]
    'rotate' orientation
    'wait' duration      'wait' 'until' 'settled'      'wait' 'until' duration      'mark' name

    # expectations — callback expectations are checked against the whole log when the run ends;
    # state expectations at their line (or at 'at T', stopping the clock there)
    'expect' 'callbacks' ['in' 'order'] window NEWLINE (callback NEWLINE)* 'end'
    'expect' callback 'exactly' integer ('times'|'time') window
    'expect' callback 'count' compare integer window
    'expect' ('no' | 'never') callback window
    'expect' 'state' state-property compare value ['±' number] ['at' duration] ['of' string]
    state-property := topY | visibleHeight | selectedDetentIdentifier | detent | phase | dimAlpha
                    | percentDimmed | cornerRadius | presenterScale | presenterCornerRadius | presenterY
                    | grabberVisible | grabberAlpha | shadowOpacity | shadowCornerRadius
                    | shadowShowsThroughCorners | contentOffset | fullScreen | heldByKeyboard
                    | sheetX | sheetWidth | sheetHeight
    """#
}
