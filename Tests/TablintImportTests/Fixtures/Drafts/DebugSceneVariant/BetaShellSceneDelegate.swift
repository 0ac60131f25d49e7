import SwiftUI
import UIKit

// Walked first by name, but only a debug build's app delegate asks for it.
final class BetaShellSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: ShellTabs())
        self.window = window
        window.makeKeyAndVisible()
    }
}

struct ShellTabs: View {
    var body: some View {
        TabView {
            Text("cars").tabItem { Label("Cars", systemImage: "car") }
            Text("trips").tabItem { Label("Trips", systemImage: "map") }
            Text("lab").tabItem { Label("Lab", systemImage: "flask") }
        }
    }
}
