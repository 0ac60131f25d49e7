import SwiftUI

struct Gauges: ConsolePage {
    static var pageTitle: LocalizedStringResource { "Gauges" }
    static var pageSymbol: SFSymbol { .speedometer }
    var body: some View { Text("gauges") }
}

struct Alarms: ConsolePage {
    static var pageTitle: LocalizedStringResource {
        // shorter than the screen's own title
        "Alarms"
    }
    static var pageSymbol: SFSymbol { .bellBadge }
    var body: some View { Text("alarms") }
}

// Its own key wins over the protocol's default.
struct Journal: ConsolePage {
    static var pageTitle: LocalizedStringResource { "Journal" }
    static var pageSymbol: SFSymbol { .book }
    static var pageKey: String { "logbook" }
    var body: some View { Text("journal") }
}

// A page no tab view is given: no tab.
struct Archive: ConsolePage {
    static var pageTitle: LocalizedStringResource { "Archive" }
    static var pageSymbol: SFSymbol { .archivebox }
    var body: some View { Text("archive") }
}
