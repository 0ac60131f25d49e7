import SwiftUI

struct AlmanacTabs: View {
    var body: some View {
        TabView {
            Tab("Days", systemImage: "calendar") { DayList() }
            Tab("Tides", systemImage: "water.waves") { Text("Tides") }
            Tab("Moon", systemImage: "moon") { Moon() }
        }
    }
}
