@testable import TablintWorkspace

/// Any bytes as a property list (binary, XML or old-style text): the reader
/// returns a value or an error, never traps; an error names a byte or a
/// line; and a `.strings` table and an Xcode project's languages read
/// from the same bytes do the same (the project's reader is the same
/// reader with a depth limit of 128; its errors are values, never traps).
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
    if case .success(let project) = XcodeProjectReader.read(bytes) {
        fuzzCheck(!project.knownRegions.isEmpty && !project.knownRegions.contains("Base"),
                  "a project read with no language but Base")
    }
    return 0
}
