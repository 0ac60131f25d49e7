import SwiftUI

// Tabs listed through computed properties; each label a ternary between two generated asset
// constants read through the project's own accessor, and a caption view with explicit initializers.
struct Garden: View {
    @State private var bed = 0
    var body: some View {
        TabView(selection: $bed) {
            seedsTab
            toolsTab
        }
    }

    var seedsTab: some View {
        Text("seeds")
            .tabItem {
                bed == 0 ? GardenKitAssets.seedsOn.view : GardenKitAssets.seeds.view
                gCaption(Words.tabSeedsTitle)
            }
            .tag(0)
    }

    var toolsTab: some View {
        Text("tools")
            .tabItem {
                bed == 1 ? GardenKitAssets.toolsOn.view : GardenKitAssets.tools.view
                gCaption(Words.ToolsTab.title, weight: .bold)
            }
            .tag(1)
    }
}
