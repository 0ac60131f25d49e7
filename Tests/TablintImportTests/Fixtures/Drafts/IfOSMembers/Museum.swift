import SwiftUI

@main
struct Museum: App {
    var body: some Scene {
        WindowGroup { Shell() }
    }
}
