import SwiftUI

struct PageContainer<Page: PageKind>: View {
    let pages: [Page]
    @State private var chosen: Page?
    var body: some View {
        TabView(selection: $chosen) {
            ForEach(pages) { page in
                Text(page.title)
                    .tabItem { Label(page.title, systemImage: page.systemImage) }
                    .tag(Optional(page))
            }
        }
    }
}
