import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Build-time tool of the distribution (run by mvn -Pdist): copies a jar, rewriting the classes under
 * one package prefix that are older than Java 6's class-file version to Java 8's, with stack map
 * frames computed by ASM. Class-data sharing on Java 17 archives such old classes only unlinked and
 * verifies them again on every start (with the old verifier); the rewritten ones it verifies once,
 * when the archive is made. Classes already at version 50 or later are copied as they are.
 *
 * Usage: java -cp asm.jar NewerClassFiles.java IN.jar OUT.jar PREFIX
 */
public final class NewerClassFiles {

    public static void main(String[] args) throws IOException {
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        String prefix = args[2];
        int rewritten = 0;
        try (ZipFile jar = new ZipFile(in.toFile());
                URLClassLoader loader = new URLClassLoader(new URL[] {in.toUri().toURL()}, null);
                ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(out))) {
            for (Enumeration<? extends ZipEntry> entries = jar.entries(); entries.hasMoreElements();) {
                ZipEntry entry = entries.nextElement();
                byte[] bytes;
                try (InputStream stream = jar.getInputStream(entry)) {
                    bytes = stream.readAllBytes();
                }
                if (entry.getName().startsWith(prefix) && entry.getName().endsWith(".class") && major(bytes) < 50) {
                    bytes = rewrite(bytes, loader);
                    rewritten++;
                }
                ZipEntry copy = new ZipEntry(entry.getName());
                copy.setTime(entry.getTime());
                zip.putNextEntry(copy);
                zip.write(bytes);
                zip.closeEntry();
            }
        }
        System.out.println("NewerClassFiles: " + rewritten + " classes under " + prefix + " rewritten to version 52");
    }

    private static int major(byte[] bytes) {
        return ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff);
    }

    private static byte[] rewrite(byte[] bytes, ClassLoader loader) {
        ClassReader reader = new ClassReader(bytes);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected ClassLoader getClassLoader() {
                return loader;
            }
        };
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public void visit(int version, int access, String name, String signature, String superName,
                    String[] interfaces) {
                super.visit(Opcodes.V1_8, access, name, signature, superName, interfaces);
            }
        }, ClassReader.SKIP_FRAMES);
        return writer.toByteArray();
    }
}
