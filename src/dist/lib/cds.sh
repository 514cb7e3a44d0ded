# Class-data sharing archives, for bin/nim-explorer and the .deb's postinst (both source this file).
#
# An archive is trusted only while the files it was made from and the archive itself are the very
# files it was made with: their identity (device, inode, size, modification and change times, as
# 'stat' gives them) is recorded beside the archive (ARCHIVE.id) once the archive is made and has
# passed the JVM's own checksum verification. Any write to the jar or the archive, 'cp -p' too,
# moves the change time, which only a change of the system clock could set back. Checking costs one
# 'stat' per start (3 ms of CPU on a busy machine), where checking a checksum of the 27 MB archive
# at every start costs 10 to 12 ms, by 'cksum' or by the JVM's -XX:+VerifySharedSpaces.
# POSIX sh: no 'local', so every variable here starts with cds_.

# The times to the nanosecond that the file system keeps (in UTC, so that TZ does not matter): a
# write in the same second as the record would go unseen by whole seconds.
cds_format='%d:%i:%s:%y:%z'

# cds_identity FILE...: the identity of the files, on one line, in cds_identity; false when one is missing.
cds_identity() {
    cds_identity=$(TZ=UTC0 stat -L -c "$cds_format" -- "$@" 2>/dev/null) || return
    set -- $cds_identity
    cds_identity=$*
}

# cds_unchanged RECORD FILE...: true when the files are those the record was made of.
cds_unchanged() {
    [ -r "$1" ] && IFS= read -r cds_recorded < "$1" || return
    shift
    cds_identity "$@" && [ "$cds_identity" = "$cds_recorded" ]
}

# cds_crashed_since RECORD DIR: true when the JVM left a crash log in DIR after the record was made.
cds_crashed_since() {
    for cds_log in "$2"/hs_err_pid*.log; do
        [ "$cds_log" -nt "$1" ] && return
    done
    return 1
}

# cds_make JAVA CLASSLIST JAR CLASSPATH ARCHIVE CRASHES: makes ARCHIVE of the classes listed for
# the class path CLASSPATH (JAR itself, or a copy of it that this makes), checks that the JVM maps it
# and that its checksums hold, then records it. Crash logs go to the folder CRASHES.
# On any failure nothing is recorded, and the files it left half made are removed.
cds_make() {
    cds_java=$1 cds_list=$2 cds_jar=$3 cds_classpath=$4 cds_archive=$5 cds_crashes=$6
    cds_identity "$cds_jar" || return
    cds_before=$cds_identity
    if [ "$cds_classpath" != "$cds_jar" ]; then
        cp "$cds_jar" "$cds_classpath.$$" && mv -f "$cds_classpath.$$" "$cds_classpath" \
            || { rm -f "$cds_classpath.$$"; return 1; }
    fi
    if "$cds_java" -Xshare:dump -XX:SharedClassListFile="$cds_list" -XX:SharedArchiveFile="$cds_archive.$$" \
            -XX:ErrorFile="$cds_crashes/hs_err_pid%p.log" -cp "$cds_classpath" > /dev/null 2>&1 \
        && "$cds_java" -Xshare:on -XX:+VerifySharedSpaces -XX:SharedArchiveFile="$cds_archive.$$" \
            -XX:ErrorFile="$cds_crashes/hs_err_pid%p.log" -cp "$cds_classpath" -version > /dev/null 2>&1 \
        && mv -f "$cds_archive.$$" "$cds_archive" \
        && cds_identity "$cds_jar" "$cds_classpath" "$cds_archive"; then
        # The jar may have been replaced while the archive was made: then the record would lie.
        case $cds_identity in
            "$cds_before "*) printf '%s\n' "$cds_identity" > "$cds_archive.id.$$" \
                && mv -f "$cds_archive.id.$$" "$cds_archive.id" ;;
            *) false ;;
        esac
    fi
    cds_made=$?
    rm -f "$cds_archive.$$" "$cds_archive.id.$$"
    return $cds_made
}
