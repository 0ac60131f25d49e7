import SwiftUI

struct DockTabs: View {
    var body: some View {
        TabView {
            Tab("Boats", systemImage: "sailboat") { Text("boats") }
            Tab("Berths", systemImage: "mappin.and.ellipse") { Text("berths") }
        }
    }
}
