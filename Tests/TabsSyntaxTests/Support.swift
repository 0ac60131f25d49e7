import Testing
@testable import TabsSyntax
