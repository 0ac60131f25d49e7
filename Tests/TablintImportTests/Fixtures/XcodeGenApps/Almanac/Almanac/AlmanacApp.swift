import SwiftUI

@main
struct AlmanacApp: App {
    var body: some Scene {
        WindowGroup { AlmanacTabs() }
    }
}
