extension ScreenEnvironment {
    /// The first display frame strictly after `instant`, on the global vsync grid that starts at
    /// zero and ticks at the device's refresh rate (frame k at `k · 1e9 / hz` ns, rounded down).
    public func nextFrame(after instant: SimInstant) -> SimInstant {
        var index = frameIndex(atOrAfter: instant, from: .zero)
        var time = frameTime(index: index, from: .zero)
        while time <= instant {
            index += 1
            time = frameTime(index: index, from: .zero)
        }
        return time
    }
}
