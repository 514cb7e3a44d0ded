package org.nimexplorer.server;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Who a browser is, after its code: a random token in an HttpOnly cookie names a login held here, in
 * memory (a restarted server asks again). A login lasts {@link #LASTS} from its last use, so a shared
 * classroom machine left overnight does not stay in; there are at most {@link #MOST} at a time, the
 * least recently used let go first, and {@link #PER_STUDENT} a student, so that logging in again and
 * again cannot fill the memory.
 */
final class WebLogins {

    static final Duration LASTS = Duration.ofHours(12);
    static final int MOST = 10_000;
    static final int PER_STUDENT = 10;
    static final int TEACHERS = 32;
    private static final SecureRandom RANDOM = new SecureRandom();

    /** A student's login, or the teacher's (no student): with the token their page's forms carry against CSRF. */
    static final class Login {
        private final Optional<StudentName> student;
        private final boolean accessible;
        private final String formToken = token();
        private volatile boolean claiming;
        private volatile long used;

        Login(Optional<StudentName> student, boolean claiming, boolean accessible, long now) {
            this.student = student;
            this.claiming = claiming;
            this.accessible = accessible;
            this.used = now;
        }

        StudentName student() {
            return student.orElseThrow();
        }

        boolean teacher() {
            return student.isEmpty();
        }

        boolean claiming() {
            return claiming;
        }

        /** The name is theirs now: a reload does not ask for a PIN again. */
        void claimed() {
            claiming = false;
        }

        boolean accessible() {
            return accessible;
        }

        /** What this login's forms carry, and what a request that changes anything must bring back. */
        String formToken() {
            return formToken;
        }
    }

    private static final java.util.Comparator<Map.Entry<String, Login>> OLDEST = java.util.Comparator.comparingLong(
            e -> e.getValue().used);

    /** Students' logins. */
    private final Map<String, Login> held = new ConcurrentHashMap<>();
    /** Each student's tokens, oldest first. */
    private final Map<String, java.util.Deque<String>> byStudent = new java.util.HashMap<>();
    /** The teacher's: the dashboard on the laptop, the projector's, a colleague's. */
    private final Map<String, Login> teachers = new ConcurrentHashMap<>();
    private final Clock clock;

    WebLogins(Clock clock) {
        this.clock = clock;
    }

    /**
     * Keeps {@code login}; the token its cookie carries. A student holds at most {@link #PER_STUDENT} logins
     * (their oldest goes), so one student logging in again and again cannot push out the class; the
     * teacher's are kept apart, so no student's can push out theirs.
     */
    synchronized String add(Login login) {
        Map<String, Login> kept = login.teacher() ? teachers : held;
        if (!login.teacher()) {
            java.util.Deque<String> theirs = byStudent.get(login.student().key());
            if (theirs != null && theirs.size() >= PER_STUDENT) {
                remove(theirs.peekFirst());
            }
        }
        if (kept.size() >= (login.teacher() ? TEACHERS : MOST)) {
            forgetOld(kept, login.teacher() ? TEACHERS : MOST);
        }
        String token = token();
        kept.put(token, login);
        if (!login.teacher()) {
            byStudent.computeIfAbsent(login.student().key(), k -> new java.util.ArrayDeque<>()).addLast(token);
        }
        return token;
    }

    /** The login {@code token} names, if it is one and has not lapsed; its use is noted. */
    Optional<Login> find(String token) {
        if (token == null) {
            return Optional.empty();
        }
        Login login = held.containsKey(token) ? held.get(token) : teachers.get(token);
        if (login == null) {
            return Optional.empty();
        }
        long now = clock.millis();
        if (now - login.used > LASTS.toMillis()) {
            remove(token);
            return Optional.empty();
        }
        login.used = now;
        return Optional.of(login);
    }

    synchronized void remove(String token) {
        if (token == null) {
            return;
        }
        teachers.remove(token);
        Login gone = held.remove(token);
        if (gone != null) {
            java.util.Deque<String> theirs = byStudent.get(gone.student().key());
            theirs.remove(token);
            if (theirs.isEmpty()) {
                byStudent.remove(gone.student().key());
            }
        }
    }

    /** Lets go of the lapsed logins of {@code kept}, and when that is not enough, of the least recently used. */
    private void forgetOld(Map<String, Login> kept, int most) {
        long now = clock.millis();
        kept.entrySet().stream().filter(e -> now - e.getValue().used > LASTS.toMillis()).map(Map.Entry::getKey)
                .toList().forEach(this::remove);
        while (kept.size() >= most) {
            kept.entrySet().stream().min(OLDEST).ifPresent(oldest -> remove(oldest.getKey()));
        }
    }

    /** 256 random bits, as a cookie can carry them. */
    static String token() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
