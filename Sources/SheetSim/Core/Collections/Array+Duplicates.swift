extension Array where Element: Equatable {
    /// Whether no two elements are equal. Compared pairwise (quadratic), for the short lists it
    /// is asked of, a split view controller's columns: a set would allocate and hash each.
    var hasNoDuplicates: Bool {
        indices.allSatisfy { index in !self[..<index].contains(self[index]) }
    }
}
