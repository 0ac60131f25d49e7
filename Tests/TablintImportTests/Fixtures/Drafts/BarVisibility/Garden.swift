import SwiftUI

struct GardenView: View {
    @Environment(\.gadget) private var gadget

    var body: some View {
        TabView {
            Tab("Beds", systemImage: "square.grid.2x2", value: 0) { BedsView() }
            Tab("Seeds", systemImage: "leaf", value: 1) { SeedsView() }
            Tab("Tools", systemImage: "hammer", value: 2) { ToolsView() }
            Tab("Weather", systemImage: "cloud.sun", value: 3) { WeatherView() }
            if gadget == .pad {
                Tab("Planner", systemImage: "calendar", value: 4) { PlannerView() }
            }
            if UIDevice.current.userInterfaceIdiom != .pad {
                Tab("Pocket", systemImage: "iphone", value: 6) { PocketView() }
            }
            Tab("Options", systemImage: "gear", value: 5) { OptionsView() }
                .defaultVisibility(.hidden, for: .tabBar)
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
