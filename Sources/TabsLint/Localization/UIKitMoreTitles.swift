/// UIKit's own title of the system "More" tab in each language it ships
/// (UIKitCore's localization of the key "More": the title
/// `UITabBarController.moreNavigationController` shows), and docs/language.md's
/// rule for matching a language tag to one of them ("UIKit's More title").
///
/// The data is UIKit's translations as found in iOS 15's UIKitCore
/// (39 languages; the dump is github.com/kishikawakatsumi/applelocalization-tools,
/// `data/ios/UIKitCore.framework.json`, commit 176cb3f). Only the facts are
/// taken. Languages are UIKit's folder names (`LANG` or `LANG_REGION`).
/// Non-ASCII titles are written as escapes so that no editor or terminal
/// reorders them; the comment shows each as text.
public enum UIKitMoreTitles {
    /// UIKit's languages and titles, sorted by language.
    public static let all: [(language: String, title: String)] = [
        ("ar", "\u{627}\u{644}\u{645}\u{632}\u{64A}\u{62F}"), // المزيد
        ("ca", "M\u{E9}s"), // Més
        ("cs", "Dal\u{161}\u{ED}"), // Další
        ("da", "Mere"), // Mere
        ("de", "Mehr"), // Mehr
        ("el", "\u{3A0}\u{3B5}\u{3C1}\u{3B9}\u{3C3}\u{3C3}\u{3CC}\u{3C4}\u{3B5}\u{3C1}\u{3B1}"), // Περισσότερα
        ("en", "More"), // More
        ("en_AU", "More"), // More
        ("en_GB", "More"), // More
        ("es", "M\u{E1}s"), // Más
        ("es_419", "M\u{E1}s"), // Más
        ("fi", "Lis\u{E4}\u{E4}"), // Lisää
        ("fr", "Autre"), // Autre
        ("fr_CA", "Plus"), // Plus
        ("he", "\u{5E2}\u{5D5}\u{5D3}"), // עוד
        ("hi", "\u{905}\u{927}\u{93F}\u{915}"), // अधिक
        ("hr", "Vi\u{161}e"), // Više
        ("hu", "Tov\u{E1}bbiak"), // Továbbiak
        ("id", "Lainnya"), // Lainnya
        ("it", "Altro"), // Altro
        ("ja", "\u{305D}\u{306E}\u{4ED6}"), // その他
        ("ko", "\u{B354} \u{BCF4}\u{AE30}"), // 더 보기
        ("ms", "Lagi"), // Lagi
        ("nl", "Meer"), // Meer
        ("no", "Mer"), // Mer
        ("pl", "Wi\u{119}cej"), // Więcej
        ("pt", "Mais"), // Mais
        ("pt_PT", "Mais"), // Mais
        ("ro", "Altele"), // Altele
        ("ru", "\u{415}\u{449}\u{435}"), // Еще
        ("sk", "Viac"), // Viac
        ("sv", "Mer"), // Mer
        ("th", "\u{E40}\u{E1E}\u{E34}\u{E48}\u{E21}\u{E40}\u{E15}\u{E34}\u{E21}"), // เพิ่มเติม
        ("tr", "Daha Fazla"), // Daha Fazla
        ("uk", "\u{429}\u{435}"), // Ще
        ("vi", "Th\u{EA}m"), // Thêm
        ("zh_CN", "\u{66F4}\u{591A}"), // 更多
        ("zh_HK", "\u{66F4}\u{591A}"), // 更多
        ("zh_TW", "\u{66F4}\u{591A}"), // 更多
    ]

    /// UIKit's title of the "More" tab for a language tag (`de`, `pt-BR`,
    /// `zh_Hant`), nil when UIKit has none for it (`Base`, `eu`, `nn`,
    /// `English`). Tags are compared without regard to case and with `-`
    /// and `_` the same; the first rule that applies decides:
    /// 1. the same tag (`fr-CA` is `fr_CA`);
    /// 2. Chinese by script: `zh-Hant-HK`, `zh-Hant-MO`, `zh-MO` are
    ///    `zh_HK`; any other `zh-Hant…` and `zh-TW` are `zh_TW`; any other
    ///    Chinese tag is `zh_CN`;
    /// 3. `pt-BR` is `pt`; any other `pt-…` is `pt_PT`;
    /// 4. Spanish of the Americas (`es-MX`, `es-AR`, ...) is `es_419`;
    /// 5. `nb` and `nb-…` are `no`;
    /// 6. the tag's first subtag (`de-AT` is `de`).
    public static func title(forLanguage tag: String) -> String? {
        uikitLanguage(forLanguage: tag).flatMap { byLanguage[$0] }
    }

    /// The UIKit language (`zh_TW`, `es_419`, `de`) whose title a language tag gets.
    public static func uikitLanguage(forLanguage tag: String) -> String? {
        let key = LanguageTags.normalized(tag)
        let subtags = key.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let first = subtags.first, !first.isEmpty else { return nil }
        // 1. The same tag.
        if let same = names[key] { return same }
        let second = subtags.count > 1 ? subtags[1] : nil
        switch first {
        case "zh":
            // 2. Chinese, by script (UIKit names its Chinese folders by region).
            if key == "zh-hant-hk" || key == "zh-hant-mo" || key == "zh-mo" { return names["zh-hk"] }
            if second == "hant" || key == "zh-tw" { return names["zh-tw"] }
            return names["zh-cn"]
        case "pt":
            // 3. Apple's `pt` is Brazilian Portuguese; every other region's parent is pt_PT.
            return second == "br" ? names["pt"] : names["pt-pt"]
        case "es":
            // 4. Spanish of the Americas falls back to Latin American Spanish.
            if let region = region(subtags), americas.contains(region) { return names["es-419"] }
        case "nb":
            // 5. UIKit's Norwegian is Bokmål, in a folder named `no`.
            return names["no"]
        default:
            break
        }
        // 6. The base language.
        return names[first]
    }

    /// The region subtag (two letters or three digits) after the language and an optional script.
    static func region(_ subtags: [String]) -> String? {
        for subtag in subtags.dropFirst().prefix(2) {
            if subtag.utf8.count == 2 || (subtag.utf8.count == 3 && subtag.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }) {
                return subtag
            }
        }
        return nil
    }

    /// The regions whose Spanish has es_419 as its CLDR parent locale.
    static let americas: Set<String> = [
        "ar", "bo", "br", "bz", "cl", "co", "cr", "cu", "do", "ec", "gt",
        "hn", "mx", "ni", "pa", "pe", "pr", "py", "sv", "us", "uy", "ve",
    ]

    /// Normalized language to UIKit's spelling of it, and that to its title.
    static let names: [String: String] = Dictionary(all.map { (LanguageTags.normalized($0.language), $0.language) }, uniquingKeysWith: { a, _ in a })
    static let byLanguage: [String: String] = Dictionary(all.map { ($0.language, $0.title) }, uniquingKeysWith: { a, _ in a })
}
