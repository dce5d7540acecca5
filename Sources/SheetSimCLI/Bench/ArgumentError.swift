/// A bad command-line argument of `bench` or `fuzz`, with the message to print (exit status 2).
struct ArgumentError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
