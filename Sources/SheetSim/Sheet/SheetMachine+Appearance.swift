extension SheetMachine {
    // MARK: Dimming (reference 2.3)

    /// The detent at which dimming is full: the smallest by default, or the next detent larger
    /// than `largestUndimmedDetentIdentifier`; nil when the sheet is never dimmed.
    var dimmingDetentIndex: Int? {
        guard let undimmed = configuration.largestUndimmedDetentIdentifier,
              let index = resolvedDetents.firstIndex(where: { $0.identifier == undimmed }) else {
            return resolvedDetents.isEmpty ? nil : 0
        }
        return index + 1 < resolvedDetents.count ? index + 1 : nil
    }

    /// `percentDimmed = clamp01((offset − next) / (dimmedOffset − next))`, where `next` is the
    /// next smaller detent's offset or the off-screen offset (reference 2.3).
    public var percentDimmed: Double {
        guard !isFullScreen || effectiveStyle.isSheet else { return 0 }
        guard phase != .notPresented, phase != .dismissed, let index = dimmingDetentIndex else { return 0 }
        let dimmedOffset = resolvedDetents[index].offset
        let next = index > 0 ? resolvedDetents[index - 1].offset : dismissedOffset
        guard next != dimmedOffset else { return offset <= dimmedOffset ? 1 : 0 }
        return min(max((offset - next) / (dimmedOffset - next), 0), 1)
    }

    /// The dimming view's alpha: 0.2 (light) or 0.48 (dark) times the fraction (reference 2.3).
    public var dimmingAlpha: Double {
        let full = environment.userInterfaceStyle == .dark ? metrics.dimmingAlphaDark : metrics.dimmingAlphaLight
        return full * percentDimmed
    }

    // MARK: Grabber and corners (reference 2.3, 1.1)

    /// `prefersGrabberVisible`, hidden when full screen in compact height or covered by another sheet.
    public var isGrabberVisible: Bool {
        configuration.prefersGrabberVisible && effectiveStyle.isSheet && !isFullScreen && !presentsChild
    }

    /// The top corner radius: `preferredCornerRadius` while front of its stack, else automatic 10 pt;
    /// none when full screen.
    public var cornerRadius: Double {
        if isFullScreen { return 0 }
        if presentsChild { return metrics.cornerRadius }
        return configuration.preferredCornerRadius ?? metrics.cornerRadius
    }

    /// How far the sheet has come on screen, 0 off screen to 1 at its smallest detent.
    public var percentPresented: Double {
        guard let smallest = resolvedDetents.first?.offset, dismissedOffset != smallest else { return 1 }
        return min(max((dismissedOffset - offset) / (dismissedOffset - smallest), 0), 1)
    }

    /// Shadow opacity `0.5 × (1 − percentDimmed) × percentPresented` (reference 2.3).
    public var shadowOpacity: Double {
        guard effectiveStyle.isSheet, phase != .notPresented, phase != .dismissed else { return 0 }
        return metrics.shadowOpacity * (1 - percentDimmed) * percentPresented
    }

    // MARK: Presenter card stack (reference 2.4)

    /// How far the sheet has risen from the detent below full height to full height, 0…1, or 0 when
    /// its largest active detent is not full height (reference 2.4, quirk 10).
    public var percentFullHeight: Double {
        guard effectiveStyle.isSheet, !isFullScreen, phase != .notPresented, phase != .dismissed,
              let largest = resolvedDetents.last, largest.value >= layout.maximumDetentValue else { return 0 }
        let below = resolvedDetents.count > 1 ? resolvedDetents[resolvedDetents.count - 2].offset : dismissedOffset
        guard below != largest.offset else { return 1 }
        return min(max((below - offset) / (below - largest.offset), 0), 1)
    }
}
