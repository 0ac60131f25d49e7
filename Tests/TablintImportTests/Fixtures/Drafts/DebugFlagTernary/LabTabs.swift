import SwiftUI

struct LabTabs: View {
    var body: some View {
        TabView {
            Tab("Boats", systemImage: "sailboat") { Text("boats") }
            Tab("Tides", systemImage: "water.waves") { Text("tides") }
            Tab("Probe", systemImage: "scope") { Text("probe") }
        }
    }
}
