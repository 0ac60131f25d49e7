import SwiftUI

// A bar of images alone: no label gives a title, on purpose; the draft
// says the empty titles are the app's own, not titles it could not read.
struct ReaderView: View {
    var body: some View {
        TabView {
            StoriesList()
                .tabItem {
                    Image(systemName: "text.page")
                }
            SavedList()
                .tabItem { Image(systemName: "bookmark").renderingMode(.template) }
            PrefsList()
                .tabItem {
                    Image("prefs-glyph")
                }
        }
    }
}
