#!/usr/bin/env bash
# The DocC catalogue builds with no warning, and every <doc:…> link written in a comment DocC
# does not read (`//`, internal declarations, tests) names an article and a heading that exist.
set -euo pipefail
cd "$(dirname "$0")/.."
catalogue=Sources/BatchFuzz/BatchFuzz.docc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# BatchFuzz re-exports what a test names from the other library modules, so its symbol graph holds
# every public symbol the catalogue documents; the other modules' graphs would document them twice.
swift build --target BatchFuzz -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs"
mkdir "$work/BatchFuzz"
cp "$work"/graphs/BatchFuzz.symbols.json "$work"/graphs/BatchFuzz@*.symbols.json "$work/BatchFuzz/"
docc convert "$catalogue" --additional-symbol-graph-dir "$work/BatchFuzz" --output-path "$work/site" >"$work/log" 2>&1 \
    || { cat "$work/log"; echo "docc-check: docc convert failed"; exit 1; }
if grep -q "warning:\|error:" "$work/log"; then
    grep -A6 "warning:\|error:" "$work/log"
    echo "docc-check: the catalogue builds with $(grep -c "warning:\|error:" "$work/log") warnings (above)"
    exit 1
fi

# An article's heading anchor is its text with each space a hyphen.
broken=0
while IFS= read -r hit; do
    place=${hit%%:<doc:*}
    link=${hit#*<doc:}
    link=${link%>}
    article=${link%%#*}
    anchor=${link#"$article"}
    anchor=${anchor#\#}
    file="$catalogue/$article.md"
    if [[ ! -f $file ]]; then
        echo "$place: <doc:$link>: no article $file"
        broken=1
    elif [[ -n $anchor ]] && ! grep -E '^#+ ' "$file" | sed -E 's/^#+ //; s/ /-/g' | grep -qxF "$anchor"; then
        echo "$place: <doc:$link>: no heading '$anchor' in $file"
        broken=1
    fi
done < <(grep -rnoEI --exclude-dir=.build '<doc:[A-Za-z0-9]+(#[^>]+)?>' Sources Tests)
if [[ $broken != 0 ]]; then echo "docc-check: links above do not resolve"; exit 1; fi

# A path of the repository named in the docs exists (Corpus/ holds what runs write, so it is left
# out), and every module under Sources/ has its row in the catalogue's table of layers.
stale=0
while IFS= read -r hit; do
    place=${hit%%:\`*}
    path=${hit#*:\`}
    path=${path%\`}
    if [[ ! -e $path ]]; then
        echo "$place: \`$path\` does not exist"
        stale=1
    fi
done < <(grep -rnoE '`(Sources|Tests|Scripts|Benchmarks|Documentation)/[A-Za-z0-9_./+-]+`' README.md "$catalogue" Documentation Corpus/README.md Benchmarks/README.md)
for module in Sources/*/; do
    module=$(basename "$module")
    # Executables and the Objective-C shim are not layers.
    [[ $module == batchfuzz* || $module == pbt-digest || $module == BatchFuzzObjCExceptions ]] && continue
    if ! grep -qE "^\| ([^|]*\`$module\`)" "$catalogue/BatchFuzz.md"; then
        echo "$catalogue/BatchFuzz.md: module $module has no row in the table of layers"
        stale=1
    fi
done
if [[ $stale != 0 ]]; then echo "docc-check: the docs name paths or miss modules (above)"; exit 1; fi
echo "docc-check: the catalogue builds without warnings; every <doc:> link resolves; every path named exists"
