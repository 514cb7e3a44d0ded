package org.nimexplorer.server;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyStore;
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
        KeyPair key;
        try (InputStream in = Files.newInputStream(keyFile)) {
            Iterator<KeyPair> keys = SecurityUtils.loadKeyPairIdentities(null, new PathResource(keyFile), in,
                    FilePasswordProvider.EMPTY).iterator();
            if (!keys.hasNext()) {
                throw new IOException("the file " + keyFile + " holds no private key");
            }
            key = keys.next();
        } catch (GeneralSecurityException | RuntimeException e) {
            throw new IOException("the private key " + keyFile + " cannot be read as PEM (" + e.getMessage() + ")", e);
        }
        if (!key.getPublic().equals(chain.get(0).getPublicKey())) {
            throw new IOException("the key " + keyFile + " is not the key of the certificate " + certificateFile
                    + " (the certificate comes first in its file)");
        }
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry("nim", key.getPrivate(), password, chain.toArray(Certificate[]::new));
            return store;
        } catch (GeneralSecurityException e) {
            throw new IOException("the key and certificate cannot be used for HTTPS: " + e.getMessage(), e);
        }
    }
}
