import SwiftUI

// The tab view is given its tabs by whoever builds it.
struct Bar: View {
    let destinations: [Destination]
    var body: some View {
        TabView {
            ForEach(destinations) { destination in
                Text("screen").tabItem { Label(destination.title, systemImage: destination.icon) }.tag(destination)
            }
        }
    }
}
