import SwiftUI

struct Shell: View {
    var body: some View { Text("shell") }
}
