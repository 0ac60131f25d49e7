import SwiftUI

@main
struct LedgerApp: App {
    // On only in a debug build, when a developer flips it.
    var triesNewLayout: Bool {
        #if DEBUG
        return UserDefaults.standard.bool(forKey: "new-layout")
        #else
        return false
        #endif
    }

    var body: some Scene {
        WindowGroup {
            if triesNewLayout {
                DraftLayoutTabs()
            } else {
                LedgerTabs()
            }
        }
    }
}
