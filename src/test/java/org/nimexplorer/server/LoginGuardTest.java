package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

class LoginGuardTest {

    /** A clock the test moves. */
    private static final class Hands extends Clock {
        Instant now = Instant.parse("2026-11-30T09:00:00Z");

        @Override
        public ZoneId getZone() {
            return ZoneId.of("UTC");
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    private final Hands clock = new Hands();
    private final LoginGuard guard = new LoginGuard(clock);
    private final StudentName ada = new StudentName("Ada");
    private final StudentName bob = new StudentName("Bob");

    @Test
    void fiveMissesLockTheNameFromThatAddressForTheWindowAndNoLonger() {
        for (int i = 0; i < LoginGuard.PER_NAME_AND_ADDRESS - 1; i++) {
            guard.failed("10.0.0.7", ada);
        }
        assertThat(guard.locked("10.0.0.7", ada)).isEmpty();
        guard.failed("10.0.0.7", ada);
        assertThat(guard.locked("10.0.0.7", ada)).contains("5 wrong codes for Ada from 10.0.0.7");
        assertThat(guard.locked("10.0.0.7", new StudentName("ADA"))).as("in any case").isPresent();
        assertThat(guard.locked("10.0.0.8", ada)).as("another machine").isEmpty();
        assertThat(guard.locked("10.0.0.7", bob)).as("a classmate at the same machine").isEmpty();
        clock.now = clock.now.plus(LoginGuard.WINDOW).plusSeconds(1);
        assertThat(guard.locked("10.0.0.7", ada)).isEmpty();
    }

    @Test
    void theRightCodeForgetsTheStudentsOwnMistakes() {
        for (int i = 0; i < LoginGuard.PER_NAME_AND_ADDRESS - 1; i++) {
            guard.failed("10.0.0.7", ada);
        }
        guard.succeeded("10.0.0.7", ada);
        guard.failed("10.0.0.7", ada);
        assertThat(guard.locked("10.0.0.7", ada)).isEmpty();
    }

    @Test
    void aNameGuessedFromManyAddressesIsLockedEverywhere() {
        for (int i = 0; i < LoginGuard.PER_NAME; i++) {
            guard.failed("10.0.1." + i, ada);
        }
        assertThat(guard.locked("10.0.2.1", ada)).contains("10 wrong codes for Ada");
        assertThat(guard.locked("10.0.2.1", bob)).isEmpty();
    }

    @Test
    void anAddressTryingNameAfterNameIsLockedButAClassBehindOneRouterTypingBadlyIsNot() {
        for (int i = 0; i < 30; i++) {
            guard.failed("192.168.0.1", new StudentName("s" + i));
        }
        assertThat(guard.locked("192.168.0.1", ada)).as("thirty students mistyping once").isEmpty();
        for (int i = 30; i < LoginGuard.PER_ADDRESS; i++) {
            guard.failed("192.168.0.1", new StudentName("s" + i));
        }
        assertThat(guard.locked("192.168.0.1", ada)).contains("100 wrong codes from 192.168.0.1");
        assertThat(guard.addressLocked("192.168.0.1")).isTrue();
        clock.now = clock.now.plus(Duration.ofMinutes(16));
        assertThat(guard.addressLocked("192.168.0.1")).isFalse();
    }

    @Test
    void namesTheServerCannotReadCountAgainstTheAddress() {
        for (int i = 0; i < LoginGuard.PER_ADDRESS; i++) {
            guard.failed("10.9.9.9");
        }
        assertThat(guard.locked("10.9.9.9", ada)).isPresent();
    }
}
