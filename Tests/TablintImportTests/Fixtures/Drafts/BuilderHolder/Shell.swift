import SwiftUI

struct Shell: View {
    @StateObject private var holder: SectionHolder

    init() {
        _holder = StateObject(wrappedValue: Self.standard)
    }

    private static var standard: SectionHolder {
        #if os(iOS)
        SectionHolder {
            Section.reading
            Section.shelf(from: LocalShelf())
            Section.finder
        }
        #else
        SectionHolder {
            Section.reading
        }
        #endif
    }

    var body: some View {
        TabView(selection: $holder.current) {
            ForEach(holder.entries, id: \.section.id) { entry in
                Tab(value: entry.section.id, role: entry.section.id == Section.finder.id ? .search : nil) {
                    entry.section.body
                } label: {
                    Label(entry.section.caption, systemImage: entry.section.glyph)
                }
            }
        }
    }
}
