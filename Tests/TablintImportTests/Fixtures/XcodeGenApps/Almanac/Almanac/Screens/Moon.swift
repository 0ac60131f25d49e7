import SwiftUI

struct Moon: View {
    var body: some View { Text("Moon") }
}
