#!/usr/bin/env python3
"""Makes the preview benchmark's input: a 40-tab file and a String Catalog
translating every title into 20 languages (the issue's "a 40-tab file in
20 languages").

  make.py OUTDIR    writes OUTDIR/Big.tabs and OUTDIR/Localizable.xcstrings
"""
import json
import os
import sys

LANGUAGES = ["en", "ar", "da", "de", "es", "fi", "fr", "he", "it", "ja", "ko", "nb", "nl",
             "pl", "pt-BR", "ru", "sv", "tr", "uk", "zh-Hans"]
ICONS = ["house", "star", "bell", "gearshape", "person", "tray", "bookmark", "clock",
         "target", "lightbulb", "magnifyingglass", "chart.xyaxis.line", "testtube.2"]


def main(out):
    os.makedirs(out, exist_ok=True)
    lines = ["defaults {", "    selected tab7", "    cached tab1, tab2, tab7",
             '    strings "Localizable.xcstrings"', "}"]
    titles = []
    for k in range(40):
        title = f"Tab number {k}" if k % 5 else f"A much longer tab title {k}"
        titles.append(title)
        extra = ""
        if k == 3:
            extra = "\n    role search"
        elif k == 9:
            extra = "\n    role action"
        elif k == 12:
            extra = "\n    placement pinned"
        lines.append(f'tab tab{k} "{title}" {{\n    icon "{ICONS[k % len(ICONS)]}.{k}"{extra}\n}}')
    strings = {}
    for k, title in enumerate(titles):
        loc = {}
        for lang in LANGUAGES[1:]:
            # Every 7th title is left untranslated in every other language.
            if k % 7 == 0 and LANGUAGES.index(lang) % 2:
                continue
            loc[lang] = {"stringUnit": {"state": "translated", "value": f"{title} ({lang})"}}
        strings[title] = {"localizations": loc}
    with open(os.path.join(out, "Big.tabs"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(out, "Localizable.xcstrings"), "w") as f:
        json.dump({"sourceLanguage": "en", "version": "1.0", "strings": strings}, f, indent=1, sort_keys=True)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/tablint-preview-bench")
