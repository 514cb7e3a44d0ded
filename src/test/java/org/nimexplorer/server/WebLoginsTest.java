package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
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

    @Test
    void theLeastRecentlyUsedGoesWhenTheLimitIsReached() {
        WebLogins logins = new WebLogins(clock);
        String first = logins.add(ada());
        now.addAndGet(1);
        String second = logins.add(ada());
        for (int i = 2; i < WebLogins.MOST; i++) {
            now.addAndGet(1);
            logins.add(ada());
        }
        now.addAndGet(1);
        assertThat(logins.find(first)).isPresent();
        now.addAndGet(1);
        logins.add(ada());
        assertThat(logins.find(second)).as("the least recently used").isEmpty();
        assertThat(logins.find(first)).as("used a moment ago").isPresent();
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
