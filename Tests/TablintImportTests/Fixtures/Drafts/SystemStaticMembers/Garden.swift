import SwiftUI

extension Color {
    static let soil = Color("soil")
    static let leaf = Color("leaf")
}

struct Plot {
    let title: String
    let symbol: String
    static let beds = Plot(title: "Beds", symbol: "square.grid.2x2")
}

struct GardenTabs: View {
    var body: some View {
        TabView {
            Text("Sow")
                .background(Color.soil)
                .tabItem { Label("Sow", systemImage: "leaf") }
                .toolbarBackground(Color.leaf, for: .tabBar)
            Text("Harvest")
                .tabItem { Label("Harvest", systemImage: "basket") }
                .toolbarBackground(Color.soil, for: .tabBar)
        }
    }
}
