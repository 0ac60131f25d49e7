import SwiftUI

struct GlowPicker: View {
    var body: some View {
        TabView {
            Tab("Warm", systemImage: "flame") { Text("Warm") }
            Tab("Cool", systemImage: "snowflake") { Text("Cool") }
            Tab("Off", systemImage: "power") { Text("Off") }
        }
    }
}
