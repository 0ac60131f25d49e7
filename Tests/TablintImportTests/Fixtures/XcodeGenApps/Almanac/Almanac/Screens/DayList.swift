import SwiftUI

struct DayList: View {
    var body: some View { Text("Days") }
}
