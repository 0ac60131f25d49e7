import SwiftUI

// The root shows the older OS's tab view first in the code, behind a negated
// constant that an availability test sets; the newest branch is the default.
let runsOnNewOS = if #available(iOS 26, *) { true } else { false }

@main
struct OrchardApp: App {
    var body: some Scene {
        WindowGroup { Shell() }
    }
}

struct Shell: View {
    var body: some View {
        if !runsOnNewOS {
            ClassicTabs()
        } else if #available(iOS 26, *) {
            ModernTabs()
        }
    }
}
