package org.nimexplorer.server;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * Students' codes and PINs: made at random from letters no one misreads, and kept only as a salted
 * PBKDF2 hash, so the database alone gives no one a classmate's code.
 */
public final class Codes {

    /** No 0/o, 1/l/i: a code is read off a sheet of paper. */
    private static final String ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
    private static final String SCHEME = "pbkdf2-sha256";
    private static final int ITERATIONS = 40_000;
    private static final SecureRandom RANDOM = new SecureRandom();

    private Codes() {}

    /** A new code like {@code k7m-p3x}: 31⁶ codes, which the login guard's lockout puts out of reach of guessing. */
    public static String make() {
        StringBuilder code = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            if (i == 3) {
                code.append('-');
            }
            code.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return code.toString();
    }

    /** {@code code} as it is kept: the scheme, its rounds, a salt of its own, the hash. */
    public static String hash(String code) {
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        return SCHEME + "$" + ITERATIONS + "$" + base64(salt) + "$" + base64(derive(code, salt, ITERATIONS));
    }

    /** Whether {@code typed} is the code kept as {@code kept}; false for anything not a hash of ours. */
    public static boolean matches(String typed, String kept) {
        String[] parts = kept.split("\\$");
        if (parts.length != 4 || !parts[0].equals(SCHEME)) {
            return false;
        }
        try {
            int rounds = Integer.parseInt(parts[1]);
            byte[] expected = Base64.getDecoder().decode(parts[3]);
            return MessageDigest.isEqual(expected, derive(typed, Base64.getDecoder().decode(parts[2]), rounds));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static byte[] derive(String code, byte[] salt, int rounds) {
        try {
            PBEKeySpec spec = new PBEKeySpec(code.toCharArray(), salt, rounds, 256);
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            // Every Java 17 runtime has PBKDF2WithHmacSHA256: its absence is a broken runtime, not bad input.
            throw new IllegalStateException(e);
        }
    }

    private static String base64(byte[] bytes) {
        return Base64.getEncoder().withoutPadding().encodeToString(bytes);
    }
}
