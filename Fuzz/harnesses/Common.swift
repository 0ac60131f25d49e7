// Shared by every harness (compiled into each fuzzer binary).
#if canImport(Glibc)
import Glibc
#endif

/// Stops the process with a message libFuzzer reports as a crash.
func fuzzFail(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fputs("FUZZ INVARIANT BROKEN (\(file):\(line)): \(message)\n", stderr)
    abort()
}

func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
               file: StaticString = #file, line: UInt = #line) {
    if !condition() { fuzzFail(message(), file: file, line: line) }
}

func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
}
