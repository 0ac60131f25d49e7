#!/usr/bin/env python3
"""Generates the symbol catalog fixtures used by SymbolCatalogTests.

Run from anywhere: python3 make_fixtures.py
Writes, next to this script:
  catalog-binary/name_availability.plist   binary property list
  catalog-binary/name_aliases.strings      binary property list
  catalog-xml/name_availability.plist      XML property list
  catalog-xml/name_aliases.strings         old-style text strings file
  symbols.txt                              text list, one name per line
  broken.plist                             a truncated binary property list
  wrong-top-level.plist                    an array instead of a dictionary
  wrong-symbols.plist                      `symbols` is a string
  tolerant.plist                           numbers for years/versions, junk entries
  catalog-textonly/names.txt               a directory without the plist
"""
import os
import plistlib

HERE = os.path.dirname(os.path.abspath(__file__))

SYMBOLS = {
    "house": "2019",
    "house.fill": "2019",
    "heart": "2019",
    "heart.fill": "2019",
    "person": "2019",
    "person.crop.circle": "2019",
    "gear": "2019",
    "gearshape": "2020",
    "magnifyingglass": "2019",
    "square.and.pencil": "2019",
    "bell": "2019",
    "chart.xyaxis.line": "2022",
    "testtube.2": "2022",
    "menucard": "2022",
    "lightbulb": "2019",
    "clock": "2019",
    "target": "2020",
    "rectangle.stack.badge.plus": "2022",
    "chart.line.uptrend.xyaxis": "2022",
    "stopwatch": "2020",
    "tray.full": "2019",
    "star": "2019",
    "bookmark": "2019",
    "text.bubble": "2019",
    "envelope": "2019",
    "figure.run": "2023",
    "sparkles": "2020",
    "books.vertical": "2021",
    "person.2.wave.2": "2022",
}

YEAR_TO_RELEASE = {
    "2019": {"iOS": "13.0", "macOS": "10.15", "tvOS": "13.0", "watchOS": "6.0"},
    "2020": {"iOS": "14.0", "macOS": "11.0", "tvOS": "14.0", "watchOS": "7.0"},
    "2021": {"iOS": "15.0", "macOS": "12.0", "tvOS": "15.0", "watchOS": "8.0"},
    "2022": {"iOS": "16.0", "macOS": "13.0", "tvOS": "16.0", "watchOS": "9.0"},
    "2023": {"iOS": "17.0", "macOS": "14.0", "tvOS": "17.0", "watchOS": "10.0", "visionOS": "1.0"},
}

# Old name -> new name. The old names need not be in `symbols`.
ALIASES = {
    "gear": "gearshape",
    "figure.walk.motion": "figure.walk.motion.trianglebadge.exclamationmark",
    "text.bubble.fill": "text.bubble",
}


def write(relative, data):
    path = os.path.join(HERE, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def strings_text(table):
    def quote(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    lines = ["/* Symbol renames: old name = new name. */", ""]
    for old in sorted(table):
        lines.append(f"{quote(old)} = {quote(table[old])};")
    lines.append("// end")
    return ("\n".join(lines) + "\n").encode("utf-8")


def main():
    catalog = {"symbols": SYMBOLS, "year_to_release": YEAR_TO_RELEASE}
    binary = plistlib.dumps(catalog, fmt=plistlib.FMT_BINARY, sort_keys=True)

    write("catalog-binary/name_availability.plist", binary)
    write("catalog-binary/name_aliases.strings",
          plistlib.dumps(ALIASES, fmt=plistlib.FMT_BINARY, sort_keys=True))

    write("catalog-xml/name_availability.plist",
          plistlib.dumps(catalog, fmt=plistlib.FMT_XML, sort_keys=True))
    write("catalog-xml/name_aliases.strings", strings_text(ALIASES))

    text = ["# SF Symbol names, one per line", ""]
    text += sorted(SYMBOLS)
    # Mixed line endings and stray white space, on purpose.
    write("symbols.txt", ("\n".join(text[:-2]) + "\r\n  " + text[-2] + "  \r" + text[-1] + "\n").encode("utf-8"))

    write("broken.plist", binary[: len(binary) // 2])
    write("wrong-top-level.plist",
          plistlib.dumps(["house", "heart"], fmt=plistlib.FMT_BINARY))
    write("wrong-symbols.plist",
          plistlib.dumps({"symbols": "house", "year_to_release": {}}, fmt=plistlib.FMT_XML))
    write("tolerant.plist", plistlib.dumps({
        "symbols": {"house": 2019, "heart": "2019", "odd": True, "list": [1], "figure.run": " 2023 "},
        "year_to_release": {
            "2019": {"iOS": 13, "macOS": "10.15", "tvOS": "junk", "watchOS": [6]},
            "2023": {"iOS": "17.0", "visionOS": 1.0},
            "2099": "not a dictionary",
        },
    }, fmt=plistlib.FMT_BINARY, sort_keys=True))
    write("catalog-textonly/names.txt", b"house\nheart\n")


if __name__ == "__main__":
    main()
