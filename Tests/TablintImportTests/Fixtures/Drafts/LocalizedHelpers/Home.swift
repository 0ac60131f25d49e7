import SwiftUI

struct Home: View {
    var body: some View {
        TabView {
            Text("a").tabItem { Label("Forums".localized, systemImage: "bubble.left.and.bubble.right") }
            Text("b").tabItem { Label(String.localized("Members"), systemImage: "person.3") }
            Text("c").tabItem { Label(.localized("Settings"), systemImage: "gear") }
        }
    }
}
