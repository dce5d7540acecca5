extension Array {
    /// An empty array with room for `capacity` elements. A machine appends its actions one or two
    /// at a time; an array grown from empty is copied into a new buffer at several of its first
    /// appends, where this one is allocated once.
    init(capacity: Int) {
        self.init()
        reserveCapacity(capacity)
    }
}
