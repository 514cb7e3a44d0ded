#!/usr/bin/env bash
# The distribution's app image, run by 'mvn -Pdist package' after the shaded jar is made:
#   target/dist/nim-explorer-VERSION/
#     bin/nim-explorer        the launcher (src/dist/bin/nim-explorer)
#     lib/cds.sh              its class-data sharing archives, shared with the .deb's postinst
#     lib/nim-explorer.jar    the program, picocli's classes raised to class-file version 52
#     lib/classes.lst         the classes the training runs below loaded: what a CDS archive holds
#     lib/native/             JLine's native library for this machine
#     lib/runtime/            a jlink runtime with only the modules the program needs
#     share/man/man1/         the man pages (picocli's generator, then Asciidoctor)
#     share/bash-completion/completions/nim-explorer, share/zsh/nim-explorer.zsh
# and, where jpackage finds dpkg-deb and fakeroot, target/dist/nim-explorer_VERSION-1_ARCH.deb.
# Usage: make-image.sh JDK_HOME VERSION TARGET_DIR
set -euo pipefail

jdk=$1
version=$2
target=$3
dist=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$dist/../.." && pwd)
name=nim-explorer
image=$target/dist/$name-$version
# java.logging: JLine and Jackson log through it; jdk.unsupported: JLine's signal handling (Ctrl-C,
# window size) reaches sun.misc.Signal by reflection, which jdeps cannot see. Jackson's java.sql,
# java.xml and java.desktop are optional (requires static) and picocli's java.sql converters load
# only when present: 'jdeps --print-module-deps' lists them, the program never runs them.
modules=java.base,java.logging,jdk.unsupported

say() { echo "[dist] $*"; }

rm -rf "$target/dist"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$image/bin" "$image/lib" "$image/share/man/man1" "$image/share/bash-completion/completions" \
    "$image/share/zsh"

say "lib/$name.jar: picocli's classes raised to class-file version 52, so that CDS verifies them at dump time"
"$jdk/bin/java" -cp "$target/dist-tools/asm-9.10.1.jar" "$dist/java/NewerClassFiles.java" \
    "$target/$name.jar" "$image/lib/$name.jar" picocli/

say "lib/runtime/: jlink $modules"
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
    --generate-cds-archive --output "$image/lib/runtime"

# JLine's native library for this machine, beside the jar: otherwise JLine copies it out of the jar
# into the temporary folder on every start of the session.
case $(uname -m) in
    x86_64 | amd64) native=x86_64 ;;
    aarch64 | arm64) native=arm64 ;;
    *) native= ;;
esac
if [ -n "$native" ]; then
    mkdir -p "$work/native" "$image/lib/native"
    (cd "$work/native" && "$jdk/bin/jar" xf "$target/$name.jar" "org/jline/nativ/Linux/$native/libjlinenative.so")
    mv "$work/native/org/jline/nativ/Linux/$native/libjlinenative.so" "$image/lib/native/"
fi

sed "s/@VERSION@/$version/" "$dist/bin/$name" > "$image/bin/$name"
chmod 755 "$image/bin/$name"
cp "$dist/lib/cds.sh" "$image/lib/"
cp "$root/LICENSE" "$image/"
cp "$target/man/"*.1 "$image/share/man/man1/"

java=$image/lib/runtime/bin/java
jar=$image/lib/$name.jar
export NIM_EXPLORER_HOME=$work/home NO_COLOR=1

"$java" -cp "$jar" org.nimexplorer.Main completion bash > "$image/share/bash-completion/completions/$name"
"$java" -cp "$jar" org.nimexplorer.Main completion zsh > "$image/share/zsh/$name.zsh"

say "lib/classes.lst: the classes loaded by training runs of one-shot commands and of the session"
train() {
    local n=$(( $(ls "$work" | wc -l) ))
    "$java" -XX:DumpLoadedClassList="$work/run-$n.lst" -cp "$jar" org.nimexplorer.Main "$@" > /dev/null
}
train analyze 3 4 5
train analyze 3 4 5 --json
train check 3 4 5 --move A-2
train kernel --subtract 1-3 --max 21
train verify --heaps 3 --max 15
train prove lemma2 3 4 5
train help
train help analyze
train analyze 3 4 5 --mystery-option 2>/dev/null || true
printf 'help\nset 3 4 5\nA-2\nshow\nlesson list\nquit\n' | train
if command -v script > /dev/null; then
    # The session on a terminal: JLine's terminal and line reader, up to the first prompt.
    quoted=$(printf '%q ' "$java" -XX:DumpLoadedClassList="$work/run-pty.lst" -cp "$jar" org.nimexplorer.Main)
    printf 'quit\n' | TERM=xterm script -qec "$quoted" /dev/null > /dev/null || say "(no terminal run: script failed)"
else
    say "(no terminal run: the 'script' command is not installed; the session's first prompt is not trained)"
fi
cat "$work"/*.lst | grep -v '^#' | awk '!seen[$0]++' > "$image/lib/classes.lst"
say "  $(grep -vc '^@' "$image/lib/classes.lst") classes"

say "check: the image moved to a folder with a space runs, and makes and maps its per-user CDS archive"
moved="$work/moved here/$name"
mkdir -p "$work/moved here" && cp -a "$image" "$moved"
first=$(HOME=$work/user XDG_CACHE_HOME= "$moved/bin/$name" analyze 3 4 5 | head -1)
[ "$first" = "Position  3 4 5" ] || { echo "[dist] the moved image printed: $first" >&2; exit 1; }
for _ in $(seq 120); do
    [ -n "$(find "$work/user/.cache/$name" -name classes.jsa.id)" ] && break
    sleep 0.5
done
HOME=$work/user XDG_CACHE_HOME= NIM_EXPLORER_JAVA_OPTS="-Xshare:on -Xlog:class+load" "$moved/bin/$name" analyze 3 4 5 \
    | grep '^\[.*org\.nimexplorer\.Main source: shared objects file' > /dev/null \
    || { echo "[dist] the per-user CDS archive could not be made or mapped" >&2; exit 1; }

if command -v dpkg-deb > /dev/null && command -v fakeroot > /dev/null; then
    say "the .deb, by jpackage"
    # jpackage carries an app image's bin/ and lib/ only: share/ goes under lib/ (postinst links it).
    staged=$work/deb/$name
    mkdir -p "$work/deb" && cp -a "$image" "$staged" && mv "$staged/share" "$staged/lib/share"
    "$jdk/bin/jpackage" --type deb --app-image "$staged" --dest "$target/dist" --name "$name" \
        --app-version "$version" --install-dir /opt --resource-dir "$dist/deb" --linux-package-name "$name" \
        --description "Learn the game of Nim and the proof that solves it, in a terminal." \
        --vendor "Nim Explorer" --linux-deb-maintainer "nim-explorer@localhost" --linux-app-category education \
        --license-file "$root/LICENSE"
    ls "$target/dist/"*.deb
else
    say "(no .deb: jpackage needs dpkg-deb and fakeroot, from the Debian packages dpkg-dev and fakeroot)"
fi
say "done: $image"
