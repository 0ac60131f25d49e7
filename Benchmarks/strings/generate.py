#!/usr/bin/env python3
"""Writes a String Catalog of about 10 MB for the strings benchmark, as
Xcode writes them (two-space indent, " : " separators, keys sorted): 20,000
keys in 10 languages (English the source, every key in it), each key
translated into about a fifth of the other nine, as in a catalog part-way
through translation; a few device
variations, plurals, `shouldTranslate: false` keys and `needs_review`
states. Also writes a .tabs file whose titles are keys of the catalog, one
of them translated to German "Mehr".

Usage: generate.py OUTDIR [KEYS]
"""
import json, os, random, sys

out = sys.argv[1]
keys = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
languages = ["de", "es", "fr", "it", "ja", "ko", "nl", "pt-BR", "zh-Hans"]
rng = random.Random(16)
words = ["Inbox", "Library", "Settings", "Search", "Profile", "Timeline", "Saved", "Shared", "Recent", "Photos",
         "Messages", "Account", "Explore", "Notes", "Music", "Lists", "Trends", "Bookmarks", "Drafts", "Archive"]

def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}

strings = {}
for i in range(keys):
    key = f"{words[i % len(words)]} {i:05d}"
    entry = {}
    if i % 997 == 0:
        entry["shouldTranslate"] = False
    else:
        locs = {"en": unit(key)}
        for lang in languages:
            if rng.random() < 0.22:
                value = f"{lang}:{key}·{rng.randrange(1000)}"
                if i % 101 == 0:
                    locs[lang] = {"variations": {"device": {"iphone": unit(value), "mac": unit(value + " (Mac)"), "other": unit(value)}}}
                elif i % 103 == 0:
                    locs[lang] = {"variations": {"plural": {"one": unit(value), "other": unit(value + "s")}}}
                else:
                    locs[lang] = unit(value, "needs_review" if i % 7 == 0 else "translated")
        entry["localizations"] = locs
        if i % 11 == 0:
            entry["comment"] = "A tab title shown in the tab bar and the sidebar."
    strings[key] = entry
strings["Extras"] = {"localizations": {"de": unit("Mehr"), "en": unit("Extras")}}

catalog = {"sourceLanguage": "en", "strings": strings, "version": "1.0"}
os.makedirs(out, exist_ok=True)
text = json.dumps(catalog, indent=2, ensure_ascii=False, sort_keys=True, separators=(",", " : "))
with open(os.path.join(out, "Localizable.xcstrings"), "w", encoding="utf-8") as f:
    f.write(text + "\n")

tabs = ['defaults {\n  strings "Localizable.xcstrings"\n  more "More", "Mehr"\n}\n']
for n, i in enumerate([1, 2, 3, 4]):
    key = f"{words[i % len(words)]} {i:05d}"
    tabs.append(f'tab t{n} "{key}" {{\n  icon "{["tray", "books.vertical", "gear", "magnifyingglass"][n]}"\n}}\n')
tabs.append('tab extras "Extras" {\n  icon "ellipsis"\n}\n')
with open(os.path.join(out, "App.tabs"), "w") as f:
    f.write("".join(tabs))
print(f"{os.path.getsize(os.path.join(out, 'Localizable.xcstrings')) / 1e6:.1f} MB, {len(strings)} keys")
