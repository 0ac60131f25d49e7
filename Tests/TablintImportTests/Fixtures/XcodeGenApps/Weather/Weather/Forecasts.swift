import SwiftUI

struct Forecasts: View {
    var body: some View {
        TabView {
            Tab("Today", systemImage: "sun.max") { Text("Today") }
            Tab("Week", systemImage: "calendar") { Text("Week") }
        }
    }
}
