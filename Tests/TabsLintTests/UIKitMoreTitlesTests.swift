import Testing
import TabsLint

/// UIKit's "More" titles and docs/language.md's tag matching ("UIKit's More title").
@Suite struct UIKitMoreTitlesTests {
    @Test func theTableHoldsUIKitsThirtyNineLanguages() {
        #expect(UIKitMoreTitles.all.count == 39)
        let languages = UIKitMoreTitles.all.map(\.language)
        #expect(languages == languages.sorted())
        #expect(Set(languages).count == 39)
        #expect(UIKitMoreTitles.title(forLanguage: "de") == "Mehr")
        #expect(UIKitMoreTitles.title(forLanguage: "fr") == "Autre")
        #expect(UIKitMoreTitles.title(forLanguage: "it") == "Altro")
        #expect(UIKitMoreTitles.title(forLanguage: "ja") == "その他")
        #expect(UIKitMoreTitles.title(forLanguage: "ru") == "Еще")
        #expect(UIKitMoreTitles.title(forLanguage: "ar") == "المزيد")
    }

    @Test(arguments: [
        // 1. The same tag, in any case, `-` and `_` alike.
        ("fr-CA", "fr_CA", "Plus"), ("fr_CA", "fr_CA", "Plus"), ("FR-ca", "fr_CA", "Plus"),
        ("pt-PT", "pt_PT", "Mais"), ("pt_PT", "pt_PT", "Mais"), ("es-419", "es_419", "Más"),
        ("en-GB", "en_GB", "More"), ("en-AU", "en_AU", "More"), ("zh-HK", "zh_HK", "更多"), ("zh_CN", "zh_CN", "更多"),
        ("de", "de", "Mehr"), ("DE", "de", "Mehr"), ("no", "no", "Mer"),
        // 2. Chinese by script.
        ("zh-Hant-HK", "zh_HK", "更多"), ("zh-Hant-MO", "zh_HK", "更多"), ("zh-MO", "zh_HK", "更多"),
        ("zh-Hant", "zh_TW", "更多"), ("zh_Hant", "zh_TW", "更多"), ("zh-Hant-TW", "zh_TW", "更多"), ("zh-TW", "zh_TW", "更多"),
        ("zh", "zh_CN", "更多"), ("zh-Hans", "zh_CN", "更多"), ("zh-Hans-CN", "zh_CN", "更多"), ("zh-SG", "zh_CN", "更多"),
        ("zh-Hans-HK", "zh_CN", "更多"),
        // 3. Portuguese.
        ("pt-BR", "pt", "Mais"), ("pt_br", "pt", "Mais"), ("pt", "pt", "Mais"), ("pt-AO", "pt_PT", "Mais"), ("pt-MZ", "pt_PT", "Mais"),
        // 4. Spanish of the Americas.
        ("es-MX", "es_419", "Más"), ("es-AR", "es_419", "Más"), ("es-US", "es_419", "Más"), ("es_CO", "es_419", "Más"),
        ("es-BR", "es_419", "Más"), ("es-ES", "es", "Más"), ("es", "es", "Más"), ("es-GQ", "es", "Más"),
        // 5. Norwegian Bokmål.
        ("nb", "no", "Mer"), ("nb-NO", "no", "Mer"), ("NB_no", "no", "Mer"),
        // 6. The base language.
        ("de-AT", "de", "Mehr"), ("de-CH", "de", "Mehr"), ("fr-CH", "fr", "Autre"), ("fr-BE", "fr", "Autre"),
        ("en-IN", "en", "More"), ("en-US", "en", "More"), ("ar-SA", "ar", "المزيد"), ("sr-Latn-RS", nil, nil),
        ("it-CH", "it", "Altro"), ("ja-JP", "ja", "その他"),
    ] as [(String, String?, String?)])
    func tagsMatchUIKitsLanguages(_ tag: String, _ language: String?, _ title: String?) {
        #expect(UIKitMoreTitles.uikitLanguage(forLanguage: tag) == language, "\(tag)")
        #expect(UIKitMoreTitles.title(forLanguage: tag) == title, "\(tag)")
    }

    @Test(arguments: ["Base", "base", "eu", "be", "nn", "nn-NO", "English", "German", "", "-", "_de", "qqq", "x"])
    func languagesUIKitDoesNotShipHaveNoTitle(_ tag: String) {
        #expect(UIKitMoreTitles.title(forLanguage: tag) == nil, "\(tag)")
    }

    @Test func tagsAreValidatedAsLanguageSays() {
        for tag in ["en", "pt_BR", "zh-Hans", "es-419", "sr-Latn-RS", "abcdefgh", "de-1"] { #expect(LanguageTags.isTag(tag), "\(tag)") }
        for tag in ["e", "abcdefghi", "de-", "-de", "de--AT", "1de", "de-abcdefghi", "de AT", "dé", "App.xcodeproj", ""] {
            #expect(!LanguageTags.isTag(tag), "\(tag)")
        }
        #expect(LanguageTags.isProjectPath("App.xcodeproj") && LanguageTags.isProjectPath("App.xcodeproj/"))
        #expect(LanguageTags.isProjectPath("App.xcodeproj/project.pbxproj") && !LanguageTags.isProjectPath("App.xcodeprojx"))
        #expect(LanguageTags.same("pt-BR", "pt_br") && !LanguageTags.same("pt", "pt-PT"))
    }
}
