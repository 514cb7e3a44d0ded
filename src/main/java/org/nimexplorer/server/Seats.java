package org.nimexplorer.server;

import java.util.HashMap;
import java.util.Map;

/** How many sessions each student has open: a few each (a second window, a dropped line coming back), not a hundred. */
final class Seats {

    static final int PER_STUDENT = 2;

    private final Map<String, Integer> taken = new HashMap<>();

    /** Takes a seat for {@code student}; false when they hold every seat they may. */
    synchronized boolean take(StudentName student) {
        int now = taken.getOrDefault(student.key(), 0);
        if (now >= PER_STUDENT) {
            return false;
        }
        taken.put(student.key(), now + 1);
        return true;
    }

    synchronized void leave(StudentName student) {
        taken.computeIfPresent(student.key(), (key, now) -> now <= 1 ? null : now - 1);
    }

    /** How many students have a session open now. */
    synchronized int students() {
        return taken.size();
    }
}
