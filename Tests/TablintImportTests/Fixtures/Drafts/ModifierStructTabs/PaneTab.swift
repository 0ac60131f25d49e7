import SwiftUI

extension View {
    func paneTab(_ pane: Pane, extra: Image? = nil) -> some View {
        modifier(PaneTabModifier(pane: pane, extra: extra))
    }
}

struct PaneTabModifier: ViewModifier {
    let pane: Pane
    let extra: Image?

    func body(content: Content) -> some View {
        content
            .tabItem { pane.label(extra: extra) }
            .tag(pane)
    }
}
