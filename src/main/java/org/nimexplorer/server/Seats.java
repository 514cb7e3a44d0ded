package org.nimexplorer.server;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The sessions each student has open: a few each (a second window), not a hundred. A student who
 * logs in again when all theirs are taken gets the seat of their oldest session, which is closed:
 * a laptop that froze or lost its Wi-Fi must not keep its owner out.
 */
final class Seats {

    static final int PER_STUDENT = 2;

    private final Map<String, Deque<StudentSession>> taken = new HashMap<>();

    /** Seats {@code shell} for {@code student}; the session it displaces, when they held every seat they may. */
    synchronized Optional<StudentSession> take(StudentName student, StudentSession shell) {
        Deque<StudentSession> held = taken.computeIfAbsent(student.key(), key -> new ArrayDeque<>());
        Optional<StudentSession> displaced = held.size() >= PER_STUDENT ? Optional.of(held.pollFirst()) : Optional.empty();
        held.addLast(shell);
        return displaced;
    }

    synchronized void leave(StudentName student, StudentSession shell) {
        Deque<StudentSession> held = taken.get(student.key());
        if (held != null && held.remove(shell) && held.isEmpty()) {
            taken.remove(student.key());
        }
    }

    /** How many students have a session open now. */
    synchronized int students() {
        return taken.size();
    }

    /** Every session open now. */
    synchronized List<StudentSession> all() {
        List<StudentSession> all = new ArrayList<>();
        taken.values().forEach(all::addAll);
        return all;
    }
}
