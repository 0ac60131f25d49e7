import SwiftUI

// Another enum named Tab, nested elsewhere: never the tab view's.
struct FilterSheet: View {
    enum Tab: CaseIterable { case order, scope }
    var body: some View { Text("filters") }
}

#if DEBUG
// A preview helper with its own tab view: debug code is not the app's bar.
struct PreviewTabs: ViewModifier {
    func body(content: Content) -> some View {
        TabView { content.tabItem { Label("Preview", systemImage: "eye") } }
    }
}
#endif
