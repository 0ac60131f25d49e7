import SwiftUI

@main
struct HarborApp: App {
    var body: some Scene {
        WindowGroup { RootSwitch() }
    }
}

// The lab tabs appear only when a developer build sets the key; the shipped app shows the dock.
struct RootSwitch: View {
    static let labKey = "lab-tabs"

    private var labEnabled: Bool {
        #if DEBUG
        UserDefaults.standard.bool(forKey: Self.labKey)
        #else
        false
        #endif
    }

    var body: some View {
        self.labEnabled ? AnyView(LabTabs()) : AnyView(DockTabs())
    }
}
