import SwiftUI

enum ShellTab: Hashable, CaseIterable { case home, post, alerts }

struct Shell: View {
    @State private var selection: ShellTab = .home
    @State private var composing = false

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: ShellTab.home) { Text("home") }
            Tab("Post", systemImage: "plus.square", value: ShellTab.post) { Text("post") }
            Tab("Alerts", systemImage: "bell", value: ShellTab.alerts) { Text("alerts") }
        }
        .onChange(of: selection, { old, new in
            if new == .post {
                composing = true
                selection = old
            }
        })
    }
}
