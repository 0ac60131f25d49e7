import SwiftUI

enum Nav {
    enum TabIdentifier: Hashable { case posts, people }
}

struct NavView: View {
    @State private var current = Nav.TabIdentifier.posts
    var body: some View {
        TabView(selection: $current) {
            Text("p").tabItem { Image(systemName: "text.bubble"); Text("Posts") }.tag(Nav.TabIdentifier.posts)
            Text("q").tabItem { Image("people-tab"); Text("People") }.tag(Nav.TabIdentifier.people)
        }
    }
}
