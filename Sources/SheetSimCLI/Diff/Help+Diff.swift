extension Help {
    /// `sheetsim help diff`.
    static let diff = """
    sheetsim diff FILE --os A --os B [OPTIONS]
    sheetsim diff FILE --option NAME=V1 --option NAME=V2 [OPTIONS]
    sheetsim diff FILE --metric NAME=V1 --metric NAME=V2 [OPTIONS]

    Runs one scenario twice, under two values of one setting (A and B), and
    prints where the runs part: what to look at before raising a deployment
    target, or before relying on an unconfirmed metric or option.

    The setting given twice is compared; a setting given once applies to both
    runs ('--os 26 --option X=a --option X=b' compares X on iOS 26). A setting
    on the command line replaces the file's own line of it (its 'os' line, or
    its 'option'/'metric' line of the same name).

    OUTPUT:
      callbacks   the two logs aligned by callback (receiver, name, arguments):
                  '<' only under A, '>' only under B, '~' the same callback at
                  another time; each with A's and B's virtual time and its kind
                  [appearance, delegate, presentation, update pass, layout,
                  trait, simulator, other]; runs of callbacks the same in both
                  are folded to '… N callbacks the same', 2 kept either side
      state       every state property (as 'expect state' names them) that
                  differs at each 'mark' both runs reached and at the end
      expectations  each run's outcome, and the expectations failing under one
                  side only
      a summary   how many callbacks differ, by group and by kind; how many
                  state values and expectations

    OPTIONS:
      --os VERSION          an iOS profile, as an 'os' line writes it: 18, 26,
                            '16 viewIsAppearing on'
      --option NAME=VALUE   a behaviour option (sheetsim help option)
      --metric NAME=VALUE   a metric, with its unit (sheetsim help metric)
      --hide layout         leave the layout callbacks out of the comparison
      --format text|jsonl   text (default), or JSON Lines: the sides, then one
                            object per differing callback {callback, group
                            (onlyA, onlyB, moved), kind, a_time_ns, b_time_ns},
                            state value {state, place, a, b, kind} and
                            expectation {expectation, side, message}, then the
                            counts {summary: {onlyA, onlyB, moved, same,
                            byKind, state, expectations, differ}}

    EXIT STATUS (as diff(1)): 0 the runs do not differ; 1 they differ; 2 bad
    input: an unknown option, metric or value, the same value twice, no
    setting given twice, a file that does not parse (file:line:col: error),
    or a line that cannot run under one side (its error, then which side).

    EXAMPLE:
      sheetsim diff scenarios/lifecycle/cancelled-swipe-repeats-viewDidAppear.sheet --os 18 --os 26

    """
}
