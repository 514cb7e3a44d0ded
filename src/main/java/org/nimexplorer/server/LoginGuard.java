package org.nimexplorer.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Slows guessing to nothing: failed logins are counted over the last {@link #WINDOW}, and a login is
 * refused unchecked while too many failed for the same name from the same address, for the name
 * from anywhere, or from the address for any name. The pair counts lowest, so a student who mistypes
 * stops only themself; the address counts highest, so a class behind one school router is not
 * stopped by a few students' typing.
 */
final class LoginGuard {

    static final Duration WINDOW = Duration.ofMinutes(15);
    static final int PER_NAME_AND_ADDRESS = 5;
    static final int PER_NAME = 10;
    static final int PER_ADDRESS = 100;

    private final Clock clock;
    private final Map<String, Deque<Instant>> failures = new HashMap<>();

    LoginGuard(Clock clock) {
        this.clock = clock;
    }

    /** Why a login of {@code name} from {@code address} is refused now without a look at its code; empty when it is not. */
    synchronized Optional<String> locked(String address, StudentName name) {
        if (recent(pair(address, name)) >= PER_NAME_AND_ADDRESS) {
            return Optional.of(PER_NAME_AND_ADDRESS + " wrong codes for " + name + " from " + address);
        }
        if (recent("name " + name.key()) >= PER_NAME) {
            return Optional.of(PER_NAME + " wrong codes for " + name);
        }
        if (recent("address " + address) >= PER_ADDRESS) {
            return Optional.of(PER_ADDRESS + " wrong codes from " + address);
        }
        return Optional.empty();
    }

    synchronized void failed(String address, StudentName name) {
        forgetOld();
        Instant now = clock.instant();
        for (String key : new String[] {pair(address, name), "name " + name.key(), "address " + address}) {
            failures.computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(now);
        }
    }

    /** An address that failed on a name the server cannot read counts against the address alone. */
    synchronized void failed(String address) {
        forgetOld();
        failures.computeIfAbsent("address " + address, k -> new ArrayDeque<>()).addLast(clock.instant());
    }

    synchronized boolean addressLocked(String address) {
        return recent("address " + address) >= PER_ADDRESS;
    }

    /** The teacher lifts the locks on {@code name}: its failures, from every address, are forgotten. */
    synchronized void unlock(StudentName name) {
        failures.keySet().removeIf(key -> key.equals("name " + name.key()) || key.startsWith("pair ")
                && key.endsWith(" " + name.key()));
    }

    /** The right code: this student's own mistakes from here are forgotten. */
    synchronized void succeeded(String address, StudentName name) {
        failures.remove(pair(address, name));
    }

    /** Someone trying name after name must not fill the memory: failures past the window go when there are many. */
    private void forgetOld() {
        if (failures.size() > 10_000) {
            for (String key : List.copyOf(failures.keySet())) {
                recent(key);
            }
        }
    }

    private int recent(String key) {
        Deque<Instant> times = failures.get(key);
        if (times == null) {
            return 0;
        }
        Instant since = clock.instant().minus(WINDOW);
        while (!times.isEmpty() && times.peekFirst().isBefore(since)) {
            times.removeFirst();
        }
        if (times.isEmpty()) {
            failures.remove(key);
            return 0;
        }
        return times.size();
    }

    private static String pair(String address, StudentName name) {
        return "pair " + address + " " + name.key();
    }
}
