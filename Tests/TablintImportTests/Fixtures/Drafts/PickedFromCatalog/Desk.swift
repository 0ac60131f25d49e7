import SwiftUI

extension Storage {
    func pinnedTools() -> [ToolKey] {
        if let saved = array(forKey: "pinned") as? [String] {
            return saved.compactMap { ToolKey(rawValue: $0) }
        }
        return [.notes, .timer]
    }
}

struct DeskView: View {
    @State var pinned = Storage.main.pinnedTools()

    var body: some View {
        TabView {
            StartView()
                .tabItem { Label("Start", systemImage: "house") }
            ForEach(pinned, id: \.self) { key in
                let tool = toolbox.first(where: { $0.id == key })!
                ToolView(tool: tool)
                    .tabItem {
                        switch tool.glyph {
                        case .asset(let name):
                            Label(tool.caption, image: name)
                        case .symbol(let name):
                            Label(tool.caption, systemImage: name)
                        }
                    }
                    .tag(key.rawValue)
            }
        }
    }
}
