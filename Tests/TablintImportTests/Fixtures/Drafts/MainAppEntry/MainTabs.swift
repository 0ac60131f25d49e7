import SwiftUI

struct MainTabs: View {
    var body: some View {
        TabView {
            Tab("Plants", systemImage: "leaf") { Text("plants") }
            Tab("Calendar", systemImage: "calendar") { Text("calendar") }
        }
    }
}
