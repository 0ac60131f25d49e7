import SwiftUI

struct Shell: View {
    let pages: [PageItem]
    @State private var current: PageItem.ID?
    var body: some View {
        TabView(selection: $current) {
            ForEach(pages) { page in
                Text(page.title)
                    .tabItem { page.label() }
                    .tag(page.id)
            }
        }
    }
}
