import SwiftUI

@main
struct TasksApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}

struct RootView: View {
    var body: some View {
        TabView {
            Tab("Today", systemImage: "sun.max") { Text("t") }
            Tab("Lists", systemImage: "list.bullet") { Text("l") }
        }
    }
}
