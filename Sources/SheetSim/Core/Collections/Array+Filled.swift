extension Array {
    /// `count` copies of `value`. `Array(repeating:count:)` allocates through the standard
    /// library's unspecialized code, which looks the array's storage type up at run time on every
    /// call; reserving and appending here is specialized for `Element` and does not.
    init(filledWith value: Element, count: Int) {
        self.init(capacity: count)
        for _ in 0..<count { append(value) }
    }
}
