import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    // A tester turns the beta shell on in a debug build; the store build never has it.
    private var wantsBetaShell: Bool {
        #if DEBUG
        UserDefaults.standard.bool(forKey: "beta-shell")
        #else
        false
        #endif
    }

    func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let chosen = wantsBetaShell ? "Beta Shell Scene" : "Garage Scene"
        return UISceneConfiguration(name: chosen, sessionRole: session.role)
    }
}
