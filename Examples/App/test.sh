#!/bin/sh
# Builds and runs the example app, then shows in a copy of it that an error
# in its .tabs file fails `swift build` with PATH:LINE:COL: error: lines, that
# an edit regenerates, and that a build with nothing changed does not run
# the generator again. Run from anywhere; needs `swift` on PATH.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/tablint-app.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "test.sh: FAIL: $*" >&2; exit 1; }

# The copy depends on this checkout by absolute path (still named tablint);
# -L copies the SwiftUI stand-in that Sources/SwiftUI links to.
cp -RL "$here/Package.swift" "$here/Sources" "$here/.tablint.json" "$work/"
sed "s|path: \"../..\"|path: \"$root\"|" "$here/Package.swift" > "$work/Package.swift"
cd "$work"

echo "== build and run"
swift build 2>&1 | tee build1.log
grep -q "generating AppTab from App.tabs" build1.log || fail "the first build did not run the generator"
swift run --skip-build TabsApp | tee run1.log
grep -q "^launch: home$" run1.log || fail "unexpected output"
grep -q "^tab bar: Home, Search, Activity, Profile, New Post$" run1.log || fail "unexpected tab bar"
grep -q "^New Post is an action: the selection stays activity$" run1.log || fail "an action tab became the selection"
grep -q "^selected profile; holding home, search, profile$" run1.log || fail "unexpected cache"
grep -q "^persisted inbox reads back as nothing (retired)$" run1.log || fail "a retired id came back"
grep -q "^selection: profile reads back as true$" run1.log || fail "the selection did not read back"
if grep -q "^tab view: " run1.log; then
    # AppTabView (with the stand-in SwiftUI on Linux): compose runs its action and is never selected;
    # .tablint.json's "generate": {"bundle": "module"} makes the titles come from the target's resources.
    grep -q "^tab view: home, search, activity, profile, compose, \[library\]$" run1.log || fail "unexpected tab view"
    grep -q "^home label: Label(Text(Home, bundle: TabsApp_TabsApp.resources), Image(house))$" run1.log \
        || fail "the titles are not looked up in Bundle.module"
    grep -q "^tapped compose: composed 1, selection home$" run1.log || fail "compose became the selection"
    grep -q "^tapped search: selection search$" run1.log || fail "search was not selected"
elif [ "$(uname)" = Linux ]; then
    fail "the app did not build its tab view"
fi

echo "== nothing changed: the generator does not run again"
# On Linux the build after the first relinks the plugin's tool once (debug
# builds wrap each module's AST again), and the tool is one of the build
# command's inputs, so that build may regenerate; from then on nothing
# changes, and a build with nothing changed must not run the generator.
swift build > build2.log 2>&1 || { cat build2.log; fail "the second build failed"; }
swift build 2>&1 | tee build2.log
if grep -q "generating AppTab" build2.log; then fail "the generator ran again with nothing changed"; fi

echo "== an edited .tabs file is regenerated"
sed 's/tab home "Home"/tab home "Start"/' Sources/TabsApp/App.tabs > App.tabs.new && mv App.tabs.new Sources/TabsApp/App.tabs
swift build 2>&1 | tee build3.log
grep -q "generating AppTab from App.tabs" build3.log || fail "the edit did not regenerate"
swift run --skip-build TabsApp | grep -q "^tab bar: Start, " || fail "the app still shows the old title"

echo "== an error in the .tabs file fails the build at its place"
cp Sources/TabsApp/App.tabs App.tabs.good
printf 'tab home "Again"\n' >> Sources/TabsApp/App.tabs
if swift build > build4.log 2>&1; then cat build4.log; fail "the build passed with an error in App.tabs"; fi
cat build4.log
grep -Eq "App\.tabs:[0-9]+:[0-9]+: error: .*\[duplicate-id\]" build4.log || fail "no PATH:LINE:COL: error: line"

echo "== the command plugin checks the package's .tabs files"
if swift package tablint > plugin1.log 2>&1; then cat plugin1.log; fail "the command plugin passed a file with errors"; fi
grep -Eq "App\.tabs:[0-9]+:[0-9]+: error" plugin1.log || { cat plugin1.log; fail "the command plugin did not report the error"; }

echo "== restored, it builds again"
cp App.tabs.good Sources/TabsApp/App.tabs
swift build 2>&1 | tail -3

echo "== a file name that makes no type name fails that target's build, naming the file"
printf 'tab other "Other"\n' > Sources/TabsApp/more-tabs.tabs
if swift build > build5.log 2>&1; then cat build5.log; fail "the build passed with more-tabs.tabs"; fi
grep -q "more-tabs.tabs:1:1: error: tablint: the file name 'more-tabs' does not make a Swift identifier" build5.log \
    || { cat build5.log; fail "no error naming more-tabs.tabs"; }
rm Sources/TabsApp/more-tabs.tabs

echo "== two files giving one type name fail the build, naming both"
mkdir -p Sources/TabsApp/Other
cp Sources/TabsApp/App.tabs Sources/TabsApp/Other/App.tabs
if swift build > build6.log 2>&1; then cat build6.log; fail "the build passed with two App.tabs"; fi
grep -q "error: tablint: these files all give the type AppTab" build6.log || { cat build6.log; fail "no clash error"; }
rm -r Sources/TabsApp/Other
swift build 2>&1 | tail -1
swift package tablint --target TabsApp --format concise || fail "the command plugin failed on a clean file"
echo "test.sh: OK"
