/// "Did you mean …?" for misspelled names and units.
public enum Suggestions {
    /// Words longer than this (in Unicode scalars) get no suggestion: nobody misspells a
    /// 65-character keyword, and the cap bounds the work at 64 × 64 cells per candidate whatever
    /// the user pastes.
    public static let maxLength = 64

    /// At most this many candidates are compared (the first ones): every vocabulary is smaller,
    /// and names a scenario declares (detents, marks) cannot make one suggestion cost more.
    public static let maxCandidates = 1_024

    /// The candidate closest to `word`, or nil when none is close enough.
    ///
    /// Distance is the optimal-string-alignment variant of Damerau–Levenshtein (insert, delete,
    /// substitute, swap two adjacent letters — each costs 1), compared case-insensitively so
    /// `hz` finds `Hz` and `ViewDidAppear` finds `viewDidAppear`. A candidate qualifies when its
    /// distance is at most `maxDistance`, by default `max(1, word length / 3)`: one typo in a short
    /// word, roughly one per three letters in a long one — close enough to be a typo, far enough
    /// that `present` never suggests `large`. Ties go to the earliest candidate, so callers
    /// control preference by ordering the list and the result is deterministic.
    public static func closest(to word: String, among candidates: [String], maxDistance: Int? = nil) -> String? {
        guard fitsCap(word) else { return nil }
        let target = Array(word.lowercased().unicodeScalars)
        guard !target.isEmpty, target.count <= maxLength else { return nil }
        var bestDistance = maxDistance ?? max(1, target.count / 3)
        guard bestDistance >= 0 else { return nil }
        var best: String?
        for candidate in candidates.prefix(maxCandidates) {
            guard fitsCap(candidate) else { continue }
            let other = Array(candidate.lowercased().unicodeScalars)
            guard other.count <= maxLength else { continue }
            // Only a strictly better candidate replaces the current one: first wins ties.
            let limit = best == nil ? bestDistance : bestDistance - 1
            if let distance = distance(target, other, limit: limit) {
                best = candidate
                bestDistance = distance
                if distance == 0 { break }
            }
        }
        return best
    }

    /// O(1) rejection of huge strings before any copying: more than 4 bytes per scalar is
    /// impossible in UTF-8, so over `4 × maxLength` bytes means over the cap.
    private static func fitsCap(_ text: String) -> Bool {
        text.utf8.count <= 4 * maxLength
    }

    /// `did you mean 'x'?` for the closest candidate, or nil.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String? {
        closest(to: word, among: candidates).map { "did you mean '\($0)'?" }
    }

    /// Case-sensitive optimal-string-alignment distance between `a` and `b`, or nil when it
    /// exceeds `limit`. O(len(a) · len(b)) time and O(len(b)) space, and it gives up as soon as a
    /// whole row exceeds the limit.
    public static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int? {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard limit >= 0 else { return nil }
        // The length difference alone is a lower bound.
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        let result = previous[b.count]
        return result <= limit ? result : nil
    }
}
