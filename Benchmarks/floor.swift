// A floor for the 10 MB row, not part of tablint: the cheapest pass over
// the bytes that still finds every token of a `.tabs` file. One table
// lookup a byte, a tight loop per token kind, no tree, no model, no rules,
// no output but a count. With `--store` it also writes each token as 8
// bytes (start and kind), which any checker must keep in some form.
//
// Build and run (Benchmarks/run.sh does both):
//   swiftc -Ounchecked -static-stdlib Benchmarks/floor.swift -o OUT/floor
//   OUT/floor FILE [--store]
//
// If this loop alone is N times `wc -l`, a checker that lexes, parses,
// models and checks the same bytes cannot be within fewer than N times.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum ByteClass: UInt8 { case word = 1, digit, blank, newline, quote, hash, punctuation, other }

func loadFile(_ path: String) -> (UnsafeMutablePointer<UInt8>, Int)? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    let size = Int(info.st_size)
    // One spare byte, zero, ends every run loop without a bounds test.
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: size + 1)
    var done = 0
    while done < size {
        let got = read(fd, buffer + done, size - done)
        if got <= 0 { break }
        done += got
    }
    buffer[done] = 0
    return (buffer, done)
}

func classTable() -> UnsafeMutablePointer<UInt8> {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    table.initialize(repeating: ByteClass.other.rawValue, count: 256)
    for b in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(b)] = ByteClass.word.rawValue }
    for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(b)] = ByteClass.word.rawValue }
    table[Int(UInt8(ascii: "_"))] = ByteClass.word.rawValue
    for b in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(b)] = ByteClass.digit.rawValue }
    table[0x20] = ByteClass.blank.rawValue
    table[0x09] = ByteClass.blank.rawValue
    table[0x0A] = ByteClass.newline.rawValue
    table[0x22] = ByteClass.quote.rawValue
    table[0x23] = ByteClass.hash.rawValue
    for b in "{},;".utf8 { table[Int(b)] = ByteClass.punctuation.rawValue }
    return table
}

@inline(never)
func countTokens(_ s: UnsafeMutablePointer<UInt8>, _ n: Int, _ table: UnsafeMutablePointer<UInt8>,
                 into out: UnsafeMutablePointer<UInt64>?) -> Int {
    let word = ByteClass.word.rawValue, digit = ByteClass.digit.rawValue, blank = ByteClass.blank.rawValue
    var i = 0
    var count = 0
    while i < n {
        let kind = table[Int(s[i])]
        let start = i
        i += 1
        switch kind {
        case word: while table[Int(s[i])] <= digit { i += 1 }
        case digit: while table[Int(s[i])] == digit { i += 1 }
        case blank: while table[Int(s[i])] == blank { i += 1 }
        case ByteClass.quote.rawValue:
            while i < n && s[i] != 0x22 && s[i] != 0x0A { i += 1 }
            if i < n && s[i] == 0x22 { i += 1 }
        case ByteClass.hash.rawValue: while i < n && s[i] != 0x0A { i += 1 }
        default: break
        }
        if let out { out[count] = UInt64(start) | UInt64(kind) << 32 }
        count += 1
    }
    return count
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let (bytes, size) = loadFile(arguments[1]) else {
    print("usage: floor FILE [--store]")
    exit(2)
}
let store = arguments.dropFirst(2).contains("--store")
let tokens: UnsafeMutablePointer<UInt64>? = store ? .allocate(capacity: size + 1) : nil
print(countTokens(bytes, size, classTable(), into: tokens))
