@testable import TablintWorkspace

/// Any bytes as a property list (binary, XML or old-style text): the reader
/// returns a value or an error, never traps; an error names a byte or a
/// line; and a `.strings` table read from the same bytes does the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    do {
        _ = try PropertyListReader.read(bytes)
    } catch {
        fuzzCheck(error.message.hasPrefix("byte ") || error.message.hasPrefix("line ")
                  || error.message.hasPrefix("the file is empty") || error.message.contains("UTF-"),
                  "an error without a place: \(error.message)")
    }
    _ = StringsFileReader.read(bytes)
    return 0
}
