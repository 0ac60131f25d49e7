import TablintImport
import TabsLint

/// A target's platforms and oldest OS versions from its build settings
/// (docs/import.md, "The app's targets"): the SDKs of `SUPPORTED_PLATFORMS`
/// (else `SDKROOT`), the devices of `TARGETED_DEVICE_FAMILY` for the iOS
/// SDK (iPhone when it is not set), `SUPPORTS_MACCATALYST`, and the
/// `*_DEPLOYMENT_TARGET` of each OS it builds for. A value that is a
/// variable (`$(inherited)`) or not a version is left out.
enum BuildSettings {
    /// The platform each SDK stands for (watchOS has none in a `.tabs` file).
    static let platformOfSDK: [String: Platform] = [
        "iphoneos": .iphone, "iphonesimulator": .iphone, "macosx": .mac, "xros": .vision, "xrsimulator": .vision,
        "appletvos": .tv, "appletvsimulator": .tv,
    ]
    /// The deployment setting of each platform's OS, and the OS it names.
    static let deploymentSetting: [(setting: String, os: String, platforms: Set<Platform>)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", "iOS", [.iphone, .ipad]), ("MACOSX_DEPLOYMENT_TARGET", "macOS", [.mac]),
        ("XROS_DEPLOYMENT_TARGET", "visionOS", [.vision]), ("TVOS_DEPLOYMENT_TARGET", "tvOS", [.tv]),
    ]

    static func platforms(_ settings: [String: String]) -> (platforms: [Platform], deployment: [OSDeployment]) {
        let sdkList = settings["SUPPORTED_PLATFORMS"] ?? settings["SDKROOT"] ?? ""
        let sdks = Set(sdkList.split(separator: " ").map(String.init))
        var found: Set<Platform> = []
        for sdk in sdks {
            guard let platform = platformOfSDK[sdk] else { continue }
            if platform == .iphone {
                // `1,2`, `"1,2"`, `1, 2`: the numbers.
                let family = (settings["TARGETED_DEVICE_FAMILY"] ?? "1").split { $0 == "," || $0 == " " || $0 == "\"" }
                if family.contains("1") || family.isEmpty { found.insert(.iphone) }
                if family.contains("2") { found.insert(.ipad) }
                if family.contains("6") { found.insert(.mac) }
            } else {
                found.insert(platform)
            }
        }
        if settings["SUPPORTS_MACCATALYST"] == "YES", !found.isDisjoint(with: [.iphone, .ipad]) { found.insert(.mac) }
        let platforms = Platform.allCases.filter(found.contains)
        var deployment: [OSDeployment] = []
        for (setting, os, owners) in deploymentSetting where !owners.isDisjoint(with: found) {
            guard let version = settings[setting], isVersion(version) else { continue }
            deployment.append(OSDeployment(os: os, version: version))
        }
        return (platforms, deployment)
    }

    /// Layers of settings, lowest first (the project's xcconfig, the
    /// project's, the target's xcconfig, the target's), each later
    /// assignment over the earlier ones; `$(inherited)` (or
    /// `${inherited}`) in a value is what came before it. Then every
    /// `$(NAME)` or `${NAME}` whose NAME the settings define is put in
    /// (through others, a few steps at most); what stays a variable
    /// (`$(SRCROOT)`, `$(NAME:modifier)`) is left for `platforms` to skip.
    /// `merged` lays layers over `base` (lower layers already merged: a
    /// project's, shared by its targets), `$(inherited)` put in; `resolved`
    /// then puts in the other variables.
    static func merged(_ layers: [[(key: String, value: String)]], over base: [String: String] = [:]) -> [String: String] {
        var merged = base
        for layer in layers {
            for (key, value) in layer { merged[key] = substitute(value) { $0 == "inherited" ? (merged[key] ?? "") : nil } }
        }
        return merged
    }

    /// Merged settings with each variable they define put in.
    static func resolved(_ merged: [String: String]) -> [String: String] {
        var resolved: [String: String] = [:]
        for (key, value) in merged {
            var text = value
            for _ in 0..<4 where text.contains("$") {
                text = substitute(text) { name in name == key ? nil : merged[name] }
            }
            resolved[key] = text
        }
        return resolved
    }

    static let maximumValueLength = 4096

    /// `text` with each `$(NAME)` and `${NAME}` that `value` knows replaced, blanks collapsed.
    static func substitute(_ text: String, _ value: (String) -> String?) -> String {
        guard text.contains("$") else { return text }
        let chars = Array(text)
        var out = ""
        var i = 0
        while i < chars.count {
            if chars[i] == "$", i + 1 < chars.count, chars[i + 1] == "(" || chars[i + 1] == "{" {
                let close: Character = chars[i + 1] == "(" ? ")" : "}"
                var end = i + 2
                while end < chars.count, chars[end] != close, end < i + 128 { end += 1 }
                // A value that would grow past `maximumValueLength` keeps the variable (nested references multiply).
                if end < chars.count, chars[end] == close, let v = value(String(chars[(i + 2)..<end])),
                   out.utf8.count + v.utf8.count <= maximumValueLength {
                    out += v
                    i = end + 1
                    continue
                }
            }
            out.append(chars[i])
            i += 1
        }
        return out.split(separator: " ").joined(separator: " ")
    }

    /// Digits and dots, starting with a digit: `17`, `17.0`, `10.15.4`.
    static func isVersion(_ text: String) -> Bool {
        guard let first = text.utf8.first, first >= 0x30 && first <= 0x39 else { return false }
        return text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E } && !text.hasSuffix(".")
    }
}
