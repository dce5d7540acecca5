// The name the test simulator had before it drove more than sheets. Kept so tests written
// against it still build, with a fix-it to the new name.

/// The test simulator, under its old name.
@available(*, deprecated, renamed: "TestSimulator")
public typealias SheetTester = TestSimulator
