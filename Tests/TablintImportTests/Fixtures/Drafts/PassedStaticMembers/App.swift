import SwiftUI

@main
struct PagesApp: App {
    var body: some Scene {
        WindowGroup {
            Shell(pages: [.library, .search, .settings])
        }
    }
}
