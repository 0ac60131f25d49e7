import SwiftUI

// A title a setting may change at run time, where both branches give the
// same text while the account is absent at launch; and one whose branches
// differ, which stays unknown.
struct HomeView: View {
    @AppStorage("showHandle") var showHandle = false
    @AppStorage("compact") var compact = false
    var account: Account?

    var body: some View {
        TabView {
            Text("feed").tabItem { Label("Feed", systemImage: "list.bullet") }
            Text("me").tabItem { Label(showHandle ? account?.handle ?? "You" : "You", systemImage: "person") }
            Text("more").tabItem { Label(compact ? "More" : "Everything", systemImage: "ellipsis") }
        }
    }
}
