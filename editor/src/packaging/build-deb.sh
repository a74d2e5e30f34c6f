#!/usr/bin/env bash
# Builds the Debian package editor/target/installer/marionette_<version>_amd64.deb from editor/target/marionette.jar:
# run by `mvn -B -P installer package -DskipTests` (editor/pom.xml), or by hand after a package build:
#
#   editor/src/packaging/build-deb.sh editor/target 0.1.0-SNAPSHOT [SAMPLES]
#
# 1. A Java runtime of only the modules Marionette needs (jpackage/modules.txt), made with jlink from the newest JDK on
#    the machine (INSTALLER_JDK=/path/to/jdk chooses one), with its class-data archive.
# 2. An application image with jpackage (jpackage/common.args), in which Linux's own launcher (linux/marionette, the
#    one /usr/bin/marionette runs), the desktop files and the icons (drawn from the icons module's app.svg) take their
#    place under lib/share, installed into /usr/share by the package's postinst.
# 3. On JDK 24 and later, the ahead-of-time cache of the commands (lib/app/marionette.aot), recorded from a training run
#    (training.sh) with the commands' JVM options (jpackage/commands.options); picocli's Java 5 class files are
#    rewritten as Java 8 ones first (ClassFileUpgrade.java), as the cache leaves Java 5 class files out. Where
#    xvfb-run is installed, the editor's cache too (lib/app/editor.aot), from a start that paints a sprite.
# 4. The package, with jpackage from that image, installed under /usr (/usr/bin/marionette, /usr/lib/marionette).
#
# Every file of the image gets one modification time (SOURCE_DATE_EPOCH, else now), and dpkg-deb clamps the times of
# the files jpackage copies to it: the cache checks that the jar and the runtime are the very files it was recorded
# with, their times included. Needs fakeroot and dpkg-deb (jpackage's own requirements; .ci/run installs them).
set -euo pipefail

packaging=$(cd "$(dirname "$0")" && pwd)
target=$(cd "$1" && pwd)
project_version=$2
samples=${3:-}
version=${project_version%%-*}
work="$target/installer-work"
out="$target/installer"

java_major() {
    sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release" 2>/dev/null
}

# The newest JDK with jlink and jpackage: INSTALLER_JDK, else the newest of JAVA_HOME, the running java's and
# /usr/lib/jvm/*.
pick_jdk() {
    if [ -n "${INSTALLER_JDK:-}" ]; then
        echo "$INSTALLER_JDK"
        return
    fi
    local best="" best_major=0 candidate major
    local running=""
    if command -v java >/dev/null 2>&1; then
        running=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
    fi
    for candidate in ${JAVA_HOME:-} "$running" /usr/lib/jvm/*; do
        [ -n "$candidate" ] && [ -x "$candidate/bin/jpackage" ] && [ -x "$candidate/bin/jlink" ] || continue
        major=$(java_major "$candidate")
        if [ -n "$major" ] && [ "$major" -gt "$best_major" ]; then
            best=$candidate
            best_major=$major
        fi
    done
    if [ -z "$best" ]; then
        echo "build-deb: no JDK with jlink and jpackage found (set INSTALLER_JDK)" >&2
        exit 1
    fi
    echo "$best"
}

for tool in fakeroot dpkg-deb; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "build-deb: $tool is missing (apt-get install fakeroot dpkg-dev)" >&2
        exit 1
    fi
done

jdk=$(pick_jdk)
major=$(java_major "$jdk")
epoch=${SOURCE_DATE_EPOCH:-$(date +%s)}
echo "build-deb: Marionette $version with the runtime of $jdk (Java $major)"
rm -rf "$work" "$out"
mkdir -p "$work/input" "$out"
if [ "$major" -ge 24 ]; then
    # picocli's Java 5 class files as Java 8 ones, so the ahead-of-time cache holds them (ClassFileUpgrade.java).
    "$jdk/bin/java" "$packaging/ClassFileUpgrade.java" "$target/marionette.jar" "$work/input/marionette.jar" picocli/
else
    cp "$target/marionette.jar" "$work/input/"
fi

# 1. The runtime.
"$jdk/bin/jlink" --add-modules "$(tr -d ' \n' < "$packaging/jpackage/modules.txt")" \
    --strip-debug --no-header-files --no-man-pages --compress zip-6 --generate-cds-archive \
    --output "$work/runtime" >/dev/null

# 2. The application image, with Linux's launcher, desktop files and icons.
"$jdk/bin/java" -Djava.awt.headless=true -cp "$target/marionette.jar" dev.marionette.editor.util.AppIconFiles \
    "$work/icons"
"$jdk/bin/jpackage" @"$packaging/jpackage/common.args" @"$packaging/jpackage/app.args" --type app-image --name marionette \
    --app-version "$version" --input "$work/input" --runtime-image "$work/runtime" \
    --icon "$work/icons/hicolor/256x256/apps/marionette.png" --dest "$work/image"
image="$work/image/marionette"
install -m 755 "$packaging/linux/marionette" "$image/bin/marionette"
rm -f "$image/lib/libapplauncher.so"
install -m 644 "$packaging/jpackage/commands.options" "$image/lib/app/commands.options"
share="$image/lib/share"
install -D -m 644 "$packaging/linux/marionette.desktop" "$share/applications/marionette.desktop"
install -D -m 644 "$packaging/linux/marionette-mime.xml" "$share/mime/packages/marionette.xml"
install -D -m 644 "$packaging/linux/marionette.thumbnailer" "$share/thumbnailers/marionette.thumbnailer"
mkdir -p "$share/icons"
cp -r "$work/icons/hicolor" "$share/icons/"
find "$image" -exec touch -h -d "@$epoch" {} +

# 3. The commands' ahead-of-time cache (JDK 24+), recorded from a training run in one JVM.
if [ "$major" -ge 24 ]; then
    commands=$("$packaging/training.sh" "$work/training" "$image/bin/marionette" "$samples")
    read -r options < "$image/lib/app/commands.options"
    # shellcheck disable=SC2086 # the options are words
    (cd "$work/training" && "$image/lib/runtime/bin/java" $options -XX:AOTCacheOutput="$image/lib/app/marionette.aot" \
        -Xlog:aot=error -Xlog:cds=error -cp "$image/lib/app/marionette.jar" dev.marionette.cli.TrainingRun "$commands")
    touch -d "@$epoch" "$image/lib/app/marionette.aot"
    # shellcheck disable=SC2086
    if ! "$image/lib/runtime/bin/java" $options -XX:AOTCache="$image/lib/app/marionette.aot" -XX:AOTMode=on \
            -cp "$image/lib/app/marionette.jar" dev.marionette.cli.Main --version >/dev/null; then
        echo "build-deb: the recorded cache does not load" >&2
        exit 1
    fi
    # The editor's own cache, recorded from a start that opens the training's sprite and exits at its first paint
    # (it needs a display: a virtual one from xvfb-run; without it the editor starts on the class-data archive).
    if command -v xvfb-run >/dev/null 2>&1; then
        xvfb-run -a "$image/lib/runtime/bin/java" -XX:AOTCacheOutput="$image/lib/app/editor.aot" -Xlog:aot=error \
            -Xlog:cds=error -Djava.util.prefs.userRoot="$work/prefs" -Dmarionette.oneWindow=false \
            -Dmarionette.timing=true -Dmarionette.timing.exit=true -jar "$image/lib/app/marionette.jar" \
            "$work/training/walk.act" >/dev/null
        touch -d "@$epoch" "$image/lib/app/editor.aot"
    else
        echo "build-deb: no xvfb-run; the editor starts without an ahead-of-time cache"
    fi
else
    echo "build-deb: Java $major has no ahead-of-time cache (24+); the commands use the runtime's class-data archive"
fi

# 4. The package.
SOURCE_DATE_EPOCH=$epoch "$jdk/bin/jpackage" @"$packaging/jpackage/common.args" --type deb --name marionette \
    --app-version "$version" --app-image "$image" --install-dir /usr --resource-dir "$packaging/linux/deb" \
    --linux-package-name marionette --linux-app-category graphics \
    --linux-deb-maintainer "marionette@localhost" --dest "$out"
ls -l "$out"/*.deb
