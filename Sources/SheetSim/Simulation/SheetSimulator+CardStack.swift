extension SheetSimulator {
    /// The transform of the controller beneath the sheet at `index` (the root for index 0, else the
    /// parent sheet), from the depth of the sheets above it (reference 2.4).
    ///
    /// At full depth the scale is `1 − 2m/width` (m = 16 pt up to 393 pt wide, 20 above) and the
    /// presenter's top stands 10 pt above the child's top; in between, `k = 2(1 − 2^(−depth))` scales
    /// both (the translation's exact curve is not in the reference: linear in k, a GUESS). No scaling
    /// with Reduce Motion or in compact height.
    func presenterTransform(below index: Int) -> (scale: Double, frame: Rect, cornerRadius: Double) {
        let size = environment.containerSize
        let baseFrame: Rect
        if index == 0 {
            baseFrame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        } else {
            let parent = stack[index - 1]
            baseFrame = Rect(x: 0, y: parent.offset, width: size.width, height: size.height - parent.offset)
        }
        let child = stack[index]
        let depth = child.percentFullHeight
        guard depth > 0, !environment.reduceMotion, environment.verticalSizeClass != .compact else {
            return (1, baseFrame, 0)
        }
        let k = 2 * (1 - sheetExp(-min(depth, 1) * 0.6931471805599453))  // 2(1 − 2^(−depth))
        let margin = size.width <= metrics.presenterNarrowWidthLimit ? metrics.presenterMarginNarrow : metrics.presenterMarginWide
        let scale = 1 - 2 * margin * k / size.width
        let largestOffset = child.resolvedDetents.last?.offset ?? child.offset
        let fullDepthTop = largestOffset - metrics.presenterTopGap
        let top = baseFrame.y + k * (fullDepthTop - baseFrame.y)
        let frame = Rect(x: (size.width - size.width * scale) / 2, y: top,
                         width: size.width * scale, height: baseFrame.height * scale)
        return (scale, frame, metrics.presenterCornerRadius * depth)
    }
}

