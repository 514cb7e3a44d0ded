import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * The mutation gate's ledger: PIT's results for one package, class by class, each kept under a key made of
 * the class's own source, the source of every test that covered it, and the build. A class whose key still
 * holds keeps its result; only the others are mutated again. This is the rule PIT's own incremental
 * analysis used (the mutated class and the tests that reach it), kept in the repository so that CI, on a
 * clean clone, mutates only what a change can have moved.
 *
 * <pre>
 *   java .ci/MutationLedger.java classes PACKAGE
 *       every class PIT can mutate in the package, one a line
 *   java .ci/MutationLedger.java stale PACKAGE
 *       the classes (source file names without .java) to mutate again, one a line; every class if the
 *       ledger holds none
 *   java .ci/MutationLedger.java merge PACKAGE REPORTS RAN MEASURED FINGERPRINT OUT
 *       REPORTS' mutations.xml and linecoverage.xml for the classes listed in the file RAN, with the
 *       ledger's other classes, written to OUT; prints the package's score and exits 1 below its
 *       threshold in the pom
 * </pre>
 */
public final class MutationLedger {

  private static final Path MAIN = Path.of("src/main/java/org/nimexplorer");
  private static final Path TESTS = Path.of("src/test/java");
  private static final Pattern MUTATION = Pattern.compile(
      "<mutation detected='(true|false)'[^>]*><sourceFile>([^<]+)\\.java</sourceFile>");

  /** One class's result: what it was measured under, and which tests' sources that measure leans on. */
  record Entry(String className, String key, int killed, int total, List<String> tests) {
    String line() {
      return "class " + className + " " + key + " " + killed + " " + total + " "
          + (tests.isEmpty() ? "-" : String.join(",", tests));
    }

    static Entry parse(String line) {
      String[] w = line.split(" ");
      List<String> tests = w[5].equals("-") ? List.of() : List.of(w[5].split(","));
      return new Entry(w[1], w[2], Integer.parseInt(w[3]), Integer.parseInt(w[4]), tests);
    }
  }

  public static void main(String[] args) throws Exception {
    if (args.length == 2 && args[0].equals("classes")) {
      classes(args[1]).forEach(System.out::println);
    } else if (args.length == 2 && args[0].equals("stale")) {
      stale(args[1]).forEach(System.out::println);
    } else if (args.length == 7 && args[0].equals("merge")) {
      System.exit(merge(args[1], Path.of(args[2]), Path.of(args[3]), args[4], args[5], Path.of(args[6])) ? 0 : 1);
    } else {
      System.err.println("usage: MutationLedger classes PACKAGE | stale PACKAGE | merge PACKAGE REPORTS RAN MEASURED FINGERPRINT OUT");
      System.exit(2);
    }
  }

  static List<String> stale(String pkg) throws IOException {
    Map<String, Entry> ledger = ledger(pkg);
    return classes(pkg).stream()
        .filter(c -> !ledger.containsKey(c) || !ledger.get(c).key().equals(key(pkg, c, ledger.get(c).tests())))
        .collect(Collectors.toList());
  }

  static boolean merge(String pkg, Path reports, Path ran, String measured, String fingerprint, Path out)
      throws IOException, XMLStreamException {
    Set<String> again = new TreeSet<>(Files.readAllLines(ran));
    Map<String, int[]> counts = again.isEmpty() ? Map.of() : counts(reports.resolve("mutations.xml"));
    Map<String, Set<String>> covering = again.isEmpty() ? Map.of() : covering(reports.resolve("linecoverage.xml"));
    Map<String, Entry> ledger = ledger(pkg);
    Map<String, Entry> next = new TreeMap<>();
    for (String c : classes(pkg)) {
      if (again.contains(c)) {
        int[] kt = counts.getOrDefault(c, new int[2]);
        List<String> tests = List.copyOf(covering.getOrDefault(c, Set.of()));
        next.put(c, new Entry(c, key(pkg, c, tests), kt[0], kt[1], tests));
      } else if (ledger.containsKey(c)) {
        next.put(c, ledger.get(c));
      } else {
        throw new IllegalStateException(c + " is neither in the ledger nor in this run");
      }
    }
    int killed = next.values().stream().mapToInt(Entry::killed).sum();
    int total = next.values().stream().mapToInt(Entry::total).sum();
    double percent = total == 0 ? 100 : 100.0 * killed / total;
    // PIT rounds the percentage before it compares it with the threshold; so does the gate.
    int threshold = threshold(pkg);
    String score = String.format("%d of %d mutants killed (%.1f%%)", killed, total, percent);
    List<String> lines = new ArrayList<>();
    lines.add("fingerprint " + fingerprint);
    lines.add("score " + score);
    lines.add("measured " + measured + ", " + again.size() + " of " + next.size() + " classes mutated in that run");
    next.values().forEach(e -> lines.add(e.line()));
    Files.createDirectories(out.toAbsolutePath().getParent());
    Files.write(out, lines);
    System.out.println("mutation gate: " + pkg + ": " + score + "; " + again.size() + " of " + next.size()
        + " classes mutated, the others as the ledger has them; threshold " + threshold + "%");
    return Math.round(percent) >= threshold;
  }

  /** Every class PIT can mutate in the package, by its source file. */
  static List<String> classes(String pkg) throws IOException {
    try (Stream<Path> files = Files.list(MAIN.resolve(pkg))) {
      return files.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".java") && !n.equals("package-info.java"))
          .map(n -> n.substring(0, n.length() - ".java".length()))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  static Map<String, Entry> ledger(String pkg) throws IOException {
    Path file = Path.of(".ci/mutation", pkg);
    Map<String, Entry> entries = new TreeMap<>();
    if (Files.exists(file)) {
      for (String line : Files.readAllLines(file)) {
        if (line.startsWith("class ")) {
          Entry e = Entry.parse(line);
          entries.put(e.className(), e);
        }
      }
    }
    return entries;
  }

  /**
   * What a class's result depends on: its source, its tests' sources, and the build; for lesson, quiz and
   * render, whose tests run the course, the lessons and the program's resources too.
   */
  static String key(String pkg, String className, List<String> tests) {
    MessageDigest sha = sha256();
    digest(sha, MAIN.resolve(pkg).resolve(className + ".java"));
    tests.forEach(t -> digest(sha, Path.of(t)));
    digest(sha, Path.of("pom.xml"));
    digest(sha, Path.of("src/test/resources/junit-platform.properties"));
    if (!pkg.equals("engine") && !pkg.equals("explain")) {
      tree(Path.of("lessons")).forEach(p -> digest(sha, p));
      tree(Path.of("src/main/resources")).stream()
          .filter(p -> !p.startsWith("src/main/resources/org/nimexplorer/server"))
          .forEach(p -> digest(sha, p));
    }
    return HexFormat.of().formatHex(sha.digest()).substring(0, 32);
  }

  private static List<Path> tree(Path root) {
    try (Stream<Path> files = Files.walk(root)) {
      return files.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A file's path and contents, or its path and the word "absent": a test that disappears moves the key. */
  private static void digest(MessageDigest sha, Path file) {
    sha.update((file.toString().replace('\\', '/') + "\0").getBytes(StandardCharsets.UTF_8));
    try {
      sha.update(Files.exists(file) ? Files.readAllBytes(file) : "absent".getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    sha.update((byte) 0);
  }

  /** Killed and total mutants by source file. */
  static Map<String, int[]> counts(Path mutations) throws IOException {
    Map<String, int[]> counts = new TreeMap<>();
    Matcher m = MUTATION.matcher(Files.readString(mutations));
    while (m.find()) {
      int[] kt = counts.computeIfAbsent(m.group(2), k -> new int[2]);
      kt[0] += m.group(1).equals("true") ? 1 : 0;
      kt[1]++;
    }
    return counts;
  }

  /** The test source files that covered each class (by its source file), from PIT's exported line coverage. */
  static Map<String, Set<String>> covering(Path lineCoverage) throws IOException, XMLStreamException {
    Map<String, Set<String>> covering = new TreeMap<>();
    try (InputStream in = Files.newInputStream(lineCoverage)) {
      XMLStreamReader xml = XMLInputFactory.newFactory().createXMLStreamReader(in);
      Set<String> current = null;
      while (xml.hasNext()) {
        if (xml.next() != XMLStreamReader.START_ELEMENT) {
          continue;
        }
        if (xml.getLocalName().equals("block")) {
          current = covering.computeIfAbsent(outer(xml.getAttributeValue(null, "classname")), k -> new TreeSet<>());
        } else if (xml.getLocalName().equals("test") && current != null) {
          current.add(testFile(xml.getAttributeValue(null, "name")));
        }
      }
    }
    return covering;
  }

  /** org.nimexplorer.engine.Census$Row to Census. */
  private static String outer(String className) {
    String simple = className.substring(className.lastIndexOf('.') + 1);
    int nested = simple.indexOf('$');
    return nested < 0 ? simple : simple.substring(0, nested);
  }

  /** org.nimexplorer.engine.CensusTest.[engine:junit-jupiter]/… to src/test/java/org/nimexplorer/engine/CensusTest.java. */
  private static String testFile(String testName) {
    int launcher = testName.indexOf(".[");
    String className = launcher < 0 ? testName : testName.substring(0, launcher);
    int nested = className.indexOf('$');
    if (nested >= 0) {
      className = className.substring(0, nested);
    }
    return TESTS.resolve(className.replace('.', '/') + ".java").toString();
  }

  /** The package's threshold, as its execution in the pom's mutation profile sets it. */
  static int threshold(String pkg) throws IOException {
    String pom = Files.readString(Path.of("pom.xml"));
    Matcher m = Pattern.compile("<id>" + pkg + "</id>.*?<mutationThreshold>(\\d+)</mutationThreshold>",
        Pattern.DOTALL).matcher(pom);
    if (!m.find()) {
      throw new IllegalStateException("the pom gives " + pkg + " no mutationThreshold");
    }
    return Integer.parseInt(m.group(1));
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
