package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The browser's logins: a token names one until it lapses from disuse, and there are never too many to hold. */
class WebLoginsTest {

    private final AtomicLong now = new AtomicLong(1_000_000);
    private final Clock clock = new Clock() {
        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(now.get());
        }
    };

    private WebLogins.Login ada() {
        return new WebLogins.Login(Optional.of(new StudentName("Ada")), false, false, now.get());
    }

    @Test
    void aLoginLastsWhileUsedAndLapsesAfterTwelveIdleHours() {
        WebLogins logins = new WebLogins(clock);
        String token = logins.add(ada());
        assertThat(token).hasSize(43).matches("[A-Za-z0-9_-]+");
        now.addAndGet(WebLogins.LASTS.minusMinutes(1).toMillis());
        assertThat(logins.find(token)).isPresent();
        // Used just now: twelve more hours from here.
        now.addAndGet(WebLogins.LASTS.minusMinutes(1).toMillis());
        assertThat(logins.find(token)).isPresent();
        now.addAndGet(WebLogins.LASTS.plusMinutes(1).toMillis());
        assertThat(logins.find(token)).isEmpty();
        assertThat(logins.find("not-a-token")).isEmpty();
        assertThat(logins.find(null)).isEmpty();
    }

    private WebLogins.Login student(int i) {
        return new WebLogins.Login(Optional.of(new StudentName("s" + i)), false, false, now.get());
    }

    @Test
    void theLeastRecentlyUsedGoesWhenTheLimitIsReached() {
        WebLogins logins = new WebLogins(clock);
        String first = logins.add(student(0));
        now.addAndGet(1);
        String second = logins.add(student(1));
        for (int i = 2; i < WebLogins.MOST; i++) {
            now.addAndGet(1);
            logins.add(student(i));
        }
        now.addAndGet(1);
        assertThat(logins.find(first)).isPresent();
        now.addAndGet(1);
        logins.add(student(WebLogins.MOST));
        assertThat(logins.find(second)).as("the least recently used").isEmpty();
        assertThat(logins.find(first)).as("used a moment ago").isPresent();
    }

    @Test
    void oneStudentLoggingInAgainAndAgainPushesOutOnlyTheirOwnAndNeverTheTeachers() {
        WebLogins logins = new WebLogins(clock);
        String teacher = logins.add(new WebLogins.Login(Optional.empty(), false, false, now.get()));
        String classmate = logins.add(student(1));
        List<String> ada = new java.util.ArrayList<>();
        for (int i = 0; i < 100; i++) {
            now.addAndGet(1);
            ada.add(logins.add(ada()));
        }
        assertThat(ada.stream().filter(token -> logins.find(token).isPresent())).hasSize(WebLogins.PER_STUDENT);
        assertThat(logins.find(ada.get(99))).isPresent();
        assertThat(logins.find(classmate)).isPresent();
        assertThat(logins.find(teacher)).isPresent().get().matches(WebLogins.Login::teacher);
    }

    @Test
    void aNewcomersLoginClaimsItsNameOnceAndEachLoginHasItsOwnFormToken() {
        WebLogins.Login newcomer = new WebLogins.Login(Optional.of(new StudentName("Zoe")), true, true, now.get());
        assertThat(newcomer.claiming()).isTrue();
        newcomer.claimed();
        assertThat(newcomer.claiming()).isFalse();
        assertThat(newcomer.accessible()).isTrue();
        assertThat(newcomer.teacher()).isFalse();
        assertThat(new WebLogins.Login(Optional.empty(), false, false, 0).teacher()).isTrue();
        assertThat(newcomer.formToken()).isNotEqualTo(ada().formToken()).hasSize(43);
        assertThat(Duration.ofHours(12)).isEqualTo(WebLogins.LASTS);
    }
}
