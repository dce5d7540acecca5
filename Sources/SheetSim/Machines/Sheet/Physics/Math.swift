// The C library's math functions, without Foundation.
//
// The Swift standard library has `squareRoot()` but no `exp`, `sin`, `cos` or `log`. The platform
// C library ships with every OS and toolchain SheetSim runs on, so the core stays Foundation-free.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WASILibc)
import WASILibc
#else
#error("SheetSim needs the platform C math library (exp, sin, cos, log).")
#endif

/// e^x.
@inline(__always) func sheetExp(_ x: Double) -> Double { exp(x) }
/// Sine of `x` radians.
@inline(__always) func sheetSin(_ x: Double) -> Double { sin(x) }
/// Cosine of `x` radians.
@inline(__always) func sheetCos(_ x: Double) -> Double { cos(x) }
/// Natural logarithm.
@inline(__always) func sheetLog(_ x: Double) -> Double { log(x) }
/// The angle of the point (x, y) in radians, in (−π, π].
@inline(__always) func sheetAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
