import Testing
@testable import SheetSim

@Suite("Geometry and number formatting")
struct GeometryTests {
    @Test func pointsFormatting() {
        let rows: [(value: Double, text: String, line: Int)] = [
            (398.56, "398.56", #line),
            (419.44000001, "419.44", #line),
            (749 * 0.56, "419.44", #line),
            (10, "10", #line),
            (-0.0, "0", #line),
            (-0.004, "0", #line),
            (1e-9, "0", #line),
            (0.5, "0.5", #line),
            (0.05, "0.05", #line),
            (0.1 + 0.2, "0.3", #line),
            (-3.25, "-3.25", #line),
            (-12.1, "-12.1", #line),
            (2.999, "3", #line),
            (35.483870967741936, "35.48", #line),
            (0.005, "0.01", #line),
            (852, "852", #line),
            (-852, "-852", #line),
            (1_234_567.891, "1234567.89", #line),
            (.nan, "nan", #line),
            (.infinity, "inf", #line),
            (-.infinity, "-inf", #line),
        ]
        for row in rows {
            #expect(NumberFormat.points(row.value) == row.text, sourceLocation: rowLocation(row.line))
        }
    }

    /// Measured figures keep both decimals and their sign: a difference of two timings can be
    /// negative (the tester bench's receive cost printed `-0.-15` and then trapped on one).
    @Test func twoDecimalFormatting() {
        let rows: [(value: Double, text: String, line: Int)] = [
            (0, "0.00", #line),
            (2, "2.00", #line),
            (0.153, "0.15", #line),
            (-0.153, "-0.15", #line),
            (-0.005, "-0.01", #line),
            (-12.3456, "-12.35", #line),
            (1234.5, "1234.50", #line),
            (.nan, "nan", #line),
        ]
        for row in rows {
            #expect(NumberFormat.twoDecimals(row.value) == row.text, sourceLocation: rowLocation(row.line))
        }
    }

    /// Ratios keep up to four decimals, rounded half away from zero, without trailing zeros.
    @Test func ratioFormatting() {
        let rows: [(value: Double, text: String, line: Int)] = [
            (0, "0", #line),
            (-0.00004, "0", #line),
            (1, "1", #line),
            (0.9, "0.9", #line),
            (0.1234, "0.1234", #line),
            (0.12345, "0.1235", #line),
            (0.0021, "0.0021", #line),
            (0.0005, "0.0005", #line),
            (0.00005, "0.0001", #line),
            (0.21, "0.21", #line),
            (-0.5, "-0.5", #line),
            (-1.0001, "-1.0001", #line),
            (12.5, "12.5", #line),
            (1e13, "10000000000000", #line),
            (.nan, "nan", #line),
            (-.infinity, "-inf", #line),
        ]
        for row in rows {
            #expect(NumberFormat.ratio(row.value) == row.text, sourceLocation: rowLocation(row.line))
        }
    }

    /// The digit writer behind points, ratios and times, at the ends of its range.
    @Test func fixedPointTextAtTheEndsOfItsRange() {
        #expect(FixedPointText.text(0, negative: false, places: 3, trimsZeros: false, suffix: "ms") == "0.000ms")
        #expect(FixedPointText.text(0, negative: false, places: 4, trimsZeros: true) == "0")
        #expect(FixedPointText.text(.max, negative: true, places: 0, trimsZeros: false) == "-18446744073709551615")
        #expect(FixedPointText.text(.max, negative: false, places: 4, trimsZeros: true) == "1844674407370955.1615")
        #expect(FixedPointText.text(.max, negative: true, places: 19, trimsZeros: false, suffix: "ms")
                    == "-1.8446744073709551615ms")
        var bytes = Array("x=".utf8)
        FixedPointText.append(1_050, negative: true, places: 2, trimsZeros: true, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x=-10.5")
    }

    @Test func rectAccessorsAndDescription() {
        let r = Rect(x: 16, y: 30, width: 288, height: 414)
        #expect(r.description == "(16, 30, 288, 414)")
        #expect(r.minX == 16)
        #expect(r.maxX == 304)
        #expect(r.minY == 30)
        #expect(r.maxY == 444)
        #expect(r.midX == 160)
        #expect(r.midY == 237)
        #expect(r.with(y: 100) == Rect(x: 16, y: 100, width: 288, height: 414))
        #expect(Rect(x: 0, y: 398.56000000000006, width: 393, height: 783).description == "(0, 398.56, 393, 783)")
        #expect(Size(width: 320, height: 440).description == "(320, 440)")
        #expect(Point(x: 1.5, y: -2).description == "(1.5, -2)")
        #expect(EdgeInsets(top: 59, bottom: 34).description == "(59, 0, 34, 0)")
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).horizontal == 6)
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).vertical == 4)
    }
}
