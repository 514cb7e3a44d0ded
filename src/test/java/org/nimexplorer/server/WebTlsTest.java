package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.util.Base64;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.command.Serving;

/**
 * HTTPS with the PEM files a school is given: the pages over TLS, cookies marked Secure, and a key
 * that is not the certificate's refused in one line before anything listens.
 */
class WebTlsTest {

    private static final char[] PASSWORD = "changeit".toCharArray();

    @TempDir
    Path folder;

    @Test
    void theClassIsServedOverHttpsWithSecureCookies() throws Exception {
        KeyStore made = selfSigned("nim");
        Path certificate = pem(folder.resolve("cert.pem"), "CERTIFICATE", made.getCertificate("nim").getEncoded());
        Path key = pem(folder.resolve("key.pem"), "PRIVATE KEY", made.getKey("nim", PASSWORD).getEncoded());
        try (ClassServerFixture klass = ClassServerFixture.web(folder, "Ada,tulip-42\n", Optional.of(
                new Serving.Tls(certificate, key)))) {
            String base = klass.web();
            assertThat(base).startsWith("https://127.0.0.1:");
            HttpClient https = HttpClient.newBuilder().sslContext(trusting(made.getCertificate("nim")))
                    .cookieHandler(new CookieManager()).build();
            HttpResponse<String> page = https.send(HttpRequest.newBuilder(URI.create(base + "/")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.headers().firstValue("Strict-Transport-Security")).isPresent();
            HttpResponse<String> in = https.send(HttpRequest.newBuilder(URI.create(base + "/login")).POST(
                    HttpRequest.BodyPublishers.ofString("name=Ada&code=tulip-42")).header("Origin", base).header(
                    "Content-Type", "application/x-www-form-urlencoded").build(), HttpResponse.BodyHandlers.ofString());
            assertThat(in.statusCode()).isEqualTo(303);
            assertThat(in.headers().firstValue("Set-Cookie").orElseThrow()).contains("Secure", "HttpOnly",
                    "SameSite=Strict");
        }
    }

    @Test
    void aKeyThatIsNotTheCertificatesIsRefusedBeforeAnythingListens() throws Exception {
        KeyStore one = selfSigned("nim");
        KeyStore other = selfSigned("nim");
        Path certificate = pem(folder.resolve("cert.pem"), "CERTIFICATE", one.getCertificate("nim").getEncoded());
        Path key = pem(folder.resolve("key.pem"), "PRIVATE KEY", other.getKey("nim", PASSWORD).getEncoded());
        assertThatThrownBy(() -> ClassServerFixture.web(folder, "Ada,tulip-42\n", Optional.of(new Serving.Tls(
                certificate, key)))).isInstanceOf(ClassServing.Problem.class).hasMessageContaining(
                "is not the key of the certificate");
        Path garbled = Files.writeString(folder.resolve("garbled.pem"), "-----BEGIN CERTIFICATE-----\nnot one\n");
        assertThatThrownBy(() -> ClassServerFixture.web(folder, "Ada,tulip-42\n", Optional.of(new Serving.Tls(
                garbled, key)))).isInstanceOf(ClassServing.Problem.class).hasMessageContaining("cannot be read as PEM");
    }

    /** A key and its self-signed certificate for 127.0.0.1, as keytool makes them. */
    private KeyStore selfSigned(String alias) throws Exception {
        Path store = Files.createTempFile(folder, "tls", ".p12");
        Files.delete(store);
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-keystore", store.toString(), "-storetype", "PKCS12", "-storepass", new String(PASSWORD),
                "-alias", alias, "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=localhost", "-ext",
                "san=ip:127.0.0.1", "-validity", "2").redirectErrorStream(true).start();
        keytool.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
        assertThat(keytool.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(keytool.exitValue()).isZero();
        KeyStore made = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            made.load(in, PASSWORD);
        }
        assertThat(made.getKey(alias, PASSWORD)).isInstanceOf(PrivateKey.class);
        return made;
    }

    private static Path pem(Path file, String kind, byte[] der) throws Exception {
        return Files.writeString(file, "-----BEGIN " + kind + "-----\n" + Base64.getMimeEncoder(64, "\n".getBytes())
                .encodeToString(der) + "\n-----END " + kind + "-----\n");
    }

    private static SSLContext trusting(Certificate certificate) throws Exception {
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        trusted.load(null, null);
        trusted.setCertificateEntry("server", certificate);
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(trusted);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trust.getTrustManagers(), null);
        return context;
    }
}
