package org.nimexplorer.server;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.sshd.common.config.keys.FilePasswordProvider;
import org.apache.sshd.common.util.io.resource.PathResource;
import org.apache.sshd.common.util.security.SecurityUtils;

/**
 * HTTPS's key and certificate from the PEM files a school's certificate authority or Let's Encrypt
 * hands out, made into the key store Jetty takes. MINA SSHD reads the private key, in any of its
 * PEM forms (PKCS#8, or the older RSA and EC ones), since the JDK reads none of them.
 */
final class WebTls {

    private WebTls() {}

    /**
     * The private key of {@code file}: PKCS#8 ("BEGIN PRIVATE KEY") read by the JDK, the older RSA and EC
     * forms by MINA SSHD.
     */
    private static PrivateKey privateKey(Path file) throws IOException {
        String text = Files.readString(file, java.nio.charset.StandardCharsets.US_ASCII);
        java.util.regex.Matcher pkcs8 = java.util.regex.Pattern.compile(
                "-----BEGIN PRIVATE KEY-----([A-Za-z0-9+/=\\s]+)-----END PRIVATE KEY-----").matcher(text);
        try {
            if (pkcs8.find()) {
                byte[] der = java.util.Base64.getMimeDecoder().decode(pkcs8.group(1));
                for (String algorithm : new String[] {"RSA", "EC", "Ed25519", "RSASSA-PSS"}) {
                    try {
                        return KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(der));
                    } catch (java.security.spec.InvalidKeySpecException | java.security.NoSuchAlgorithmException other) {
                        // Not this kind: the next.
                    }
                }
                throw new IOException("the private key " + file + " is of a kind HTTPS here cannot use");
            }
            try (InputStream in = Files.newInputStream(file)) {
                Iterator<KeyPair> keys = SecurityUtils.loadKeyPairIdentities(null, new PathResource(file), in,
                        FilePasswordProvider.EMPTY).iterator();
                if (!keys.hasNext()) {
                    throw new IOException("the file " + file + " holds no private key");
                }
                return keys.next().getPrivate();
            }
        } catch (GeneralSecurityException | RuntimeException e) {
            throw new IOException("the private key " + file + " cannot be read as PEM (" + e.getMessage() + ")", e);
        }
    }

    /** Whether {@code key} signs what {@code certified} verifies: the two are one key pair. */
    private static boolean signsFor(PrivateKey key, PublicKey certified) {
        String algorithm = switch (key.getAlgorithm()) {
            case "RSA" -> "SHA256withRSA";
            case "EC" -> "SHA256withECDSA";
            default -> key.getAlgorithm();
        };
        try {
            byte[] probe = WebLogins.token().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            Signature signing = Signature.getInstance(algorithm);
            signing.initSign(key);
            signing.update(probe);
            byte[] signed = signing.sign();
            Signature checking = Signature.getInstance(algorithm);
            checking.initVerify(certified);
            checking.update(probe);
            return checking.verify(signed);
        } catch (GeneralSecurityException | RuntimeException e) {
            return false;
        }
    }

    /** A key store holding the key of {@code keyFile} under the alias "nim", with the chain of {@code certificateFile}. */
    static KeyStore keyStore(Path certificateFile, Path keyFile, char[] password) throws IOException {
        List<Certificate> chain = new ArrayList<>();
        try (InputStream in = Files.newInputStream(certificateFile)) {
            chain.addAll(CertificateFactory.getInstance("X.509").generateCertificates(in));
        } catch (GeneralSecurityException e) {
            throw new IOException("the certificate " + certificateFile + " cannot be read as PEM: " + e.getMessage(), e);
        }
        if (chain.isEmpty()) {
            throw new IOException("the file " + certificateFile + " holds no certificate");
        }
        PrivateKey key = privateKey(keyFile);
        if (!signsFor(key, chain.get(0).getPublicKey())) {
            throw new IOException("the key " + keyFile + " is not the key of the certificate " + certificateFile
                    + " (the certificate comes first in its file)");
        }
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry("nim", key, password, chain.toArray(Certificate[]::new));
            return store;
        } catch (GeneralSecurityException e) {
            throw new IOException("the key and certificate cannot be used for HTTPS: " + e.getMessage(), e);
        }
    }
}
