# Shared by the build scripts (sourced): each sets ME (its name in messages) and LOGS (where step logs go).

# fail MESSAGE...: say what went wrong, as the script, and stop.
fail() {
    echo "$ME: $*" >&2
    exit 1
}

# run_logged NAME COMMAND...: run quietly into $LOGS/NAME.log; on failure show its end and stop.
run_logged() {
    local name=$1
    shift
    if ! "$@" >"$LOGS/$name.log" 2>&1; then
        echo "$ME: $name failed; the end of $LOGS/$name.log:" >&2
        tail -n 40 "$LOGS/$name.log" >&2
        exit 1
    fi
}
