import SwiftUI

@main
struct NotebookApp: App {
    var body: some Scene {
        WindowGroup {
            PageContainer(pages: [NotesPage(), TagsPage()])
        }
    }
}
