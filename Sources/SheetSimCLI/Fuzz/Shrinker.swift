/// Delta debugging (Zeller's ddmin): removes items while a failure persists, down to a list where
/// removing any single item makes the failure go away (1-minimal).
public enum Shrinker {
    /// The smallest sub-list (order kept) of `items` for which `stillFails` holds, assuming it holds
    /// for `items`. `stillFails` is called O(n²) times at worst, usually far fewer.
    public static func minimize<T>(_ items: [T], stillFails: ([T]) -> Bool) -> [T] {
        var current = items
        var chunks = 2
        while current.count >= 2 {
            let size = (current.count + chunks - 1) / chunks
            var reduced = false
            var start = 0
            while start < current.count {
                // Try the complement of one chunk: everything except current[start..<end].
                let end = min(start + size, current.count)
                let candidate = Array(current[..<start] + current[end...])
                if !candidate.isEmpty, stillFails(candidate) {
                    current = candidate
                    chunks = max(chunks - 1, 2)
                    reduced = true
                    break
                }
                start = end
            }
            if !reduced {
                if chunks >= current.count { break }
                chunks = min(chunks * 2, current.count)
            }
        }
        if current.count == 1, stillFails([]) { return [] }
        return current
    }
}
