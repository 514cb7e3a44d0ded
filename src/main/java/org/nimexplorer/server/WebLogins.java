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
 * oldest let go first, so that logging in again and again cannot fill the memory.
 */
final class WebLogins {

    static final Duration LASTS = Duration.ofHours(12);
    static final int MOST = 10_000;
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

    private final Map<String, Login> held = new ConcurrentHashMap<>();
    private final Clock clock;

    WebLogins(Clock clock) {
        this.clock = clock;
    }

    /** Keeps {@code login}; the token its cookie carries. */
    String add(Login login) {
        if (held.size() >= MOST) {
            forgetOld();
        }
        String token = token();
        held.put(token, login);
        return token;
    }

    /** The login {@code token} names, if it is one and has not lapsed; its use is noted. */
    Optional<Login> find(String token) {
        Login login = token == null ? null : held.get(token);
        if (login == null) {
            return Optional.empty();
        }
        long now = clock.millis();
        if (now - login.used > LASTS.toMillis()) {
            held.remove(token);
            return Optional.empty();
        }
        login.used = now;
        return Optional.of(login);
    }

    void remove(String token) {
        if (token != null) {
            held.remove(token);
        }
    }

    /** Lets go of the lapsed logins, and when that is not enough, of the least recently used. */
    private void forgetOld() {
        long now = clock.millis();
        held.values().removeIf(login -> now - login.used > LASTS.toMillis());
        while (held.size() >= MOST) {
            held.entrySet().stream().min((a, b) -> Long.compare(a.getValue().used, b.getValue().used))
                    .ifPresent(oldest -> held.remove(oldest.getKey()));
        }
    }

    /** 256 random bits, as a cookie can carry them. */
    static String token() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
