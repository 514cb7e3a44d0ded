package org.nimexplorer.server;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.Set;
import java.util.Properties;
import org.flywaydb.core.Flyway;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * The class's data in SQL: SQLite in the data folder by default, PostgreSQL when a school gives
 * {@code --db}. The schema is made and moved forward by Flyway from {@code db/migration}; every
 * write is its own transaction, committed before the caller goes on.
 */
public final class ClassData {

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(ClassData.class);

    /** A student as the server knows them. */
    public record Student(StudentName name, Optional<String> codeHash, Optional<String> pinHash, boolean onRoster) {}

    private final String url;
    private final Properties login;

    private ClassData(String url, Properties login) {
        this.url = url;
        this.login = login;
    }

    /**
     * The URL of the data folder's SQLite file, with the settings that let many sessions write at once
     * without one failing: write-ahead logging, waiting for a busy file rather than failing, and
     * transactions that take the write lock when they begin (a read that later writes would otherwise
     * fail at once when another session writes first).
     */
    public static String sqliteUrl(Path folder) {
        return "jdbc:sqlite:" + folder.toAbsolutePath().resolve("class.db") + "?journal_mode=WAL&busy_timeout=10000"
                + "&transaction_mode=IMMEDIATE&synchronous=NORMAL&foreign_keys=true";
    }

    /** The database at {@code url}, its schema brought up to date; user and password for a server that needs them. */
    public static ClassData open(String url, Optional<String> user, Optional<String> password) throws SQLException {
        Properties login = new Properties();
        user.ifPresent(u -> login.setProperty("user", u));
        password.ifPresent(p -> login.setProperty("password", p));
        Flyway.configure().dataSource(url, user.orElse(null), password.orElse(null))
                .locations("classpath:db/migration/common").load().migrate();
        return new ClassData(url, login);
    }

    Connection connect() throws SQLException {
        return DriverManager.getConnection(url, login);
    }

    /**
     * Puts a roster student in, or brings their row up to the roster (their code, their name as the
     * roster spells it): {@code code} is hashed anew only when it is not the code already kept, so a
     * restart costs no hashing.
     */
    public void enrol(StudentName name, String code, long now) throws SQLException {
        try (Connection c = connect()) {
            c.setAutoCommit(false);
            Optional<Student> known = student(c, name);
            if (known.isEmpty()) {
                try (PreparedStatement insert = c.prepareStatement("INSERT INTO student (student_key, name, code_hash,"
                        + " pin_hash, on_roster, added_at) VALUES (?, ?, ?, NULL, TRUE, ?)")) {
                    insert.setString(1, name.key());
                    insert.setString(2, name.name());
                    insert.setString(3, Codes.hash(code));
                    insert.setLong(4, now);
                    insert.executeUpdate();
                }
            } else {
                Optional<String> sameCode = known.get().codeHash().filter(h -> Codes.matches(code, h));
                if (known.get().onRoster() && known.get().name().equals(name) && sameCode.isPresent()) {
                    c.commit();
                    return;
                }
                try (PreparedStatement update = c.prepareStatement("UPDATE student SET code_hash = ?, on_roster = TRUE,"
                        + " name = ? WHERE student_key = ?")) {
                    update.setString(1, sameCode.orElseGet(() -> Codes.hash(code)));
                    update.setString(2, name.name());
                    update.setString(3, name.key());
                    update.executeUpdate();
                }
            }
            c.commit();
        }
    }

    /**
     * Takes off the roster every student whose key is not in {@code roster}: their code no longer
     * opens anything, and their progress stays for the teacher. Returns their names.
     */
    public List<String> keepOnly(Set<String> roster) throws SQLException {
        List<String> left = new ArrayList<>();
        try (Connection c = connect()) {
            c.setAutoCommit(false);
            try (PreparedStatement select = c.prepareStatement("SELECT student_key, name FROM student WHERE on_roster");
                    ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    if (!roster.contains(rows.getString(1))) {
                        left.add(rows.getString(2));
                    }
                }
            }
            try (PreparedStatement update = c.prepareStatement("UPDATE student SET on_roster = FALSE, code_hash = NULL"
                    + " WHERE student_key = ?")) {
                for (String name : left) {
                    update.setString(1, new StudentName(name).key());
                    update.executeUpdate();
                }
            }
            c.commit();
        }
        return left;
    }

    /** Every student who may come in (on the roster, or with a name claimed), by name. */
    public List<StudentName> students() throws SQLException {
        List<StudentName> all = new ArrayList<>();
        try (Connection c = connect();
                PreparedStatement select = c.prepareStatement("SELECT name FROM student WHERE on_roster OR pin_hash IS"
                        + " NOT NULL ORDER BY student_key");
                ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                all.add(new StudentName(rows.getString(1)));
            }
        }
        return all;
    }

    /** The student named {@code name} (in any case), if the server knows them. */
    public Optional<Student> student(StudentName name) throws SQLException {
        try (Connection c = connect()) {
            return student(c, name);
        }
    }

    private static Optional<Student> student(Connection c, StudentName name) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT name, code_hash, pin_hash, on_roster FROM student"
                + " WHERE student_key = ?")) {
            select.setString(1, name.key());
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    return Optional.empty();
                }
                return Optional.of(new Student(new StudentName(row.getString(1)), Optional.ofNullable(row.getString(2)),
                        Optional.ofNullable(row.getString(3)), row.getBoolean(4)));
            }
        }
    }

    /**
     * Binds {@code name} to the PIN whose hash is {@code pinHash}, for a student of an open class;
     * false when someone claimed the name first.
     */
    public boolean claim(StudentName name, String pinHash, long now) throws SQLException {
        try (Connection c = connect()) {
            c.setAutoCommit(false);
            if (student(c, name).isPresent()) {
                c.rollback();
                return false;
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO student (student_key, name, code_hash,"
                    + " pin_hash, on_roster, added_at) VALUES (?, ?, NULL, ?, FALSE, ?)")) {
                insert.setString(1, name.key());
                insert.setString(2, name.name());
                insert.setString(3, pinHash);
                insert.setLong(4, now);
                insert.executeUpdate();
            }
            c.commit();
            return true;
        }
    }

    /** Notes a login of {@code name} from {@code address}, let in or not. */
    public void login(StudentName name, String address, boolean accepted, long now) throws SQLException {
        try (Connection c = connect();
                PreparedStatement insert = c.prepareStatement("INSERT INTO login (student_key, address, at, accepted)"
                        + " VALUES (?, ?, ?, ?)")) {
            insert.setString(1, name.key());
            insert.setString(2, address);
            insert.setLong(3, now);
            insert.setBoolean(4, accepted);
            insert.executeUpdate();
        }
    }

    /** A live walkthrough begins: its row, with no move made yet. */
    public void startLive(String liveId, String lesson, long now) throws SQLException {
        try (Connection c = connect();
                PreparedStatement insert = c.prepareStatement("INSERT INTO live (live_id, lesson, route, started_at)"
                        + " VALUES (?, ?, '', ?)")) {
            insert.setString(1, liveId);
            insert.setString(2, lesson);
            insert.setLong(3, now);
            insert.executeUpdate();
        }
    }

    /** Where a live walkthrough stands: its lesson, the teacher's moves, the question on the screen and its state. */
    public record LiveRow(String lesson, List<String> route, OptionalInt question, boolean answering, int round,
            boolean ended) {}

    /**
     * Keeps where the live walkthrough {@code liveId} stands: the teacher's moves so far, one a line, the
     * question on the screen, whether it takes answers, its round; {@code ended} once it is over.
     */
    public void liveState(String liveId, List<String> route, OptionalInt question, boolean answering, int round,
            Optional<Long> ended) throws SQLException {
        try (Connection c = connect();
                PreparedStatement update = c.prepareStatement("UPDATE live SET route = ?, question = ?, answering = ?,"
                        + " round = ?, ended_at = ? WHERE live_id = ?")) {
            update.setString(1, String.join("\n", route));
            if (question.isPresent()) {
                update.setInt(2, question.getAsInt());
            } else {
                update.setNull(2, java.sql.Types.INTEGER);
            }
            update.setBoolean(3, answering);
            update.setInt(4, round);
            if (ended.isPresent()) {
                update.setLong(5, ended.get());
            } else {
                update.setNull(5, java.sql.Types.BIGINT);
            }
            update.setString(6, liveId);
            update.executeUpdate();
        }
    }

    /** Where the live walkthrough {@code liveId} stands, if there is one of that id. */
    public Optional<LiveRow> live(String liveId) throws SQLException {
        return one("SELECT lesson, route, question, answering, round, ended_at FROM live WHERE live_id = ?", liveId,
                row -> {
                    String route = row.getString(2);
                    int question = row.getInt(3);
                    OptionalInt on = row.wasNull() ? OptionalInt.empty() : OptionalInt.of(question);
                    boolean answering = row.getBoolean(4);
                    int round = row.getInt(5);
                    row.getLong(6);
                    boolean ended = !row.wasNull();
                    return new LiveRow(row.getString(1), route.isEmpty() ? List.of() : List.of(route.split("\n")), on,
                            answering, round, ended);
                });
    }

    /** How a row is read. */
    @FunctionalInterface
    private interface RowReader<T> {
        T read(ResultSet row) throws SQLException;
    }

    /** The row {@code sql} selects by {@code key}, read by {@code read}; empty when there is none. */
    private <T> Optional<T> one(String sql, String key, RowReader<T> read) throws SQLException {
        try (Connection c = connect(); PreparedStatement select = c.prepareStatement(sql)) {
            select.setString(1, key);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.of(read.read(row)) : Optional.empty();
            }
        }
    }

    /** Whether the class's data is in PostgreSQL, whose servers can tell each other of a change (LISTEN/NOTIFY). */
    boolean shared() {
        return url.startsWith("jdbc:postgresql:");
    }

    /** Tells every server listening on this PostgreSQL of a change to the live walkthrough; nothing on SQLite. */
    void tellServers(String news) {
        if (!shared()) {
            return;
        }
        try (Connection c = connect();
                PreparedStatement notify = c.prepareStatement("SELECT pg_notify('nim_live', ?)")) {
            notify.setString(1, news);
            notify.execute();
        } catch (SQLException e) {
            // The other server's students catch up at the next change; this server's are told already.
        }
    }

    /**
     * Hears what the other servers on this PostgreSQL tell ({@link #tellServers}) on a thread of its own,
     * until the returned handle is closed; nothing on SQLite, which one server alone uses.
     */
    Optional<AutoCloseable> hearServers(Consumer<String> news) throws SQLException {
        if (!shared()) {
            return Optional.empty();
        }
        Connection c = connect();
        try (java.sql.Statement listen = c.createStatement()) {
            listen.execute("LISTEN nim_live");
        }
        PGConnection pg = c.unwrap(PGConnection.class);
        Thread hearing = new Thread(() -> {
            try {
                while (!Thread.currentThread().isInterrupted()) {
                    PGNotification[] heard = pg.getNotifications(500);
                    for (PGNotification n : heard == null ? new PGNotification[0] : heard) {
                        try {
                            news.accept(n.getParameter());
                        } catch (RuntimeException e) {
                            // One piece of news that could not be followed: the next change brings the students on.
                            LOG.warn("news from another server could not be followed: {}", n.getParameter(), e);
                        }
                    }
                }
            } catch (SQLException | RuntimeException closed) {
                // The handle was closed, or the database went: the server's own students go on regardless.
                if (!Thread.currentThread().isInterrupted()) {
                    LOG.error("no longer hearing the class's other servers", closed);
                }
            }
        }, "live-from-other-servers");
        hearing.setDaemon(true);
        hearing.start();
        return Optional.of(() -> {
            hearing.interrupt();
            c.close();
        });
    }

    /** A student's answer to a live question, as it was judged. */
    public record LiveAnswer(String liveId, int question, int round, String studentKey, int step, String answer,
            boolean correct, Optional<String> mistake) {}

    /**
     * Keeps {@code answer}, committed before the student hears it is in; false when the student had
     * answered that question in that round already (the first answer stands).
     */
    public boolean liveAnswer(LiveAnswer answer, long now) throws SQLException {
        try (Connection c = connect();
                PreparedStatement insert = c.prepareStatement("INSERT INTO live_answer (live_id, question, round,"
                        + " student_key, step, answer, correct, mistake, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                        + " ON CONFLICT DO NOTHING")) {
            insert.setString(1, answer.liveId());
            insert.setInt(2, answer.question());
            insert.setInt(3, answer.round());
            insert.setString(4, answer.studentKey());
            insert.setInt(5, answer.step());
            insert.setString(6, answer.answer());
            insert.setBoolean(7, answer.correct());
            insert.setString(8, answer.mistake().orElse(null));
            insert.setLong(9, now);
            return insert.executeUpdate() == 1;
        }
    }

    /** Every answer given to question {@code question} of the live walkthrough {@code liveId}, in the order given. */
    public List<LiveAnswer> liveAnswers(String liveId, int question) throws SQLException {
        List<LiveAnswer> all = new ArrayList<>();
        try (Connection c = connect();
                PreparedStatement select = c.prepareStatement("SELECT round, student_key, step, answer, correct, mistake"
                        + " FROM live_answer WHERE live_id = ? AND question = ? ORDER BY at, student_key")) {
            select.setString(1, liveId);
            select.setInt(2, question);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    all.add(new LiveAnswer(liveId, question, rows.getInt(1), rows.getString(2), rows.getInt(3),
                            rows.getString(4), rows.getBoolean(5), Optional.ofNullable(rows.getString(6))));
                }
            }
        }
        return all;
    }

    /** An assignment as published: its id, the name students type, its document, and when. */
    public record PublishedRow(String id, String name, String body, long publishedAt) {}

    /**
     * Publishes the assignment {@code id} under {@code name}; the name it already has when it was
     * published before (the same settings make the same assignment). Returns the name it goes by.
     */
    public String publish(String id, String name, String body, long now) throws SQLException {
        try (Connection c = connect()) {
            c.setAutoCommit(false);
            try (PreparedStatement select = c.prepareStatement("SELECT name FROM assignment WHERE assignment_id = ?")) {
                select.setString(1, id);
                try (ResultSet row = select.executeQuery()) {
                    if (row.next()) {
                        c.rollback();
                        return row.getString(1);
                    }
                }
            }
            String free = name;
            for (int n = 2; taken(c, free); n++) {
                free = name + "-" + n;
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO assignment (assignment_id, name, body,"
                    + " published_at) VALUES (?, ?, ?, ?)")) {
                insert.setString(1, id);
                insert.setString(2, free);
                insert.setString(3, body);
                insert.setLong(4, now);
                insert.executeUpdate();
            }
            c.commit();
            return free;
        }
    }

    private static boolean taken(Connection c, String name) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT 1 FROM assignment WHERE name = ?")) {
            select.setString(1, name);
            try (ResultSet row = select.executeQuery()) {
                return row.next();
            }
        }
    }

    /** Every assignment published, the newest first. */
    public List<PublishedRow> published() throws SQLException {
        List<PublishedRow> all = new ArrayList<>();
        try (Connection c = connect();
                PreparedStatement select = c.prepareStatement("SELECT assignment_id, name, body, published_at FROM"
                        + " assignment ORDER BY published_at DESC, name");
                ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                all.add(new PublishedRow(rows.getString(1), rows.getString(2), rows.getString(3), rows.getLong(4)));
            }
        }
        return all;
    }

    /** Keeps {@code body}, a student's hand-in for assignment {@code id}, in place of the one before. */
    public void handIn(String id, String studentKey, String body, int answered, long now) throws SQLException {
        try (Connection c = connect();
                PreparedStatement upsert = c.prepareStatement("INSERT INTO hand_in (assignment_id, student_key, body,"
                        + " answered, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (assignment_id, student_key) DO"
                        + " UPDATE SET body = excluded.body, answered = excluded.answered, updated_at ="
                        + " excluded.updated_at")) {
            upsert.setString(1, id);
            upsert.setString(2, studentKey);
            upsert.setString(3, body);
            upsert.setInt(4, answered);
            upsert.setLong(5, now);
            upsert.executeUpdate();
        }
    }

    /** The hand-ins for assignment {@code id}, by student key; only {@code studentKey}'s when one is given. */
    public Map<String, String> handIns(String id, Optional<String> studentKey) throws SQLException {
        Map<String, String> all = new LinkedHashMap<>();
        try (Connection c = connect();
                PreparedStatement select = c.prepareStatement("SELECT student_key, body FROM hand_in WHERE assignment_id"
                        + " = ?" + (studentKey.isPresent() ? " AND student_key = ?" : "") + " ORDER BY student_key")) {
            select.setString(1, id);
            if (studentKey.isPresent()) {
                select.setString(2, studentKey.get());
            }
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    all.put(rows.getString(1), rows.getString(2));
                }
            }
        }
        return all;
    }

    /** A student's progress as kept: its text, and when it was kept (milliseconds since 1970). */
    public record KeptProgress(String body, long updatedAt) {}

    /** Keeps {@code body}, the student's progress, in place of what was kept before. */
    public void keepProgress(String studentKey, String body, long now) throws SQLException {
        try (Connection c = connect();
                PreparedStatement upsert = c.prepareStatement("INSERT INTO progress (student_key, body, updated_at)"
                        + " VALUES (?, ?, ?) ON CONFLICT (student_key) DO UPDATE SET body = excluded.body, updated_at"
                        + " = excluded.updated_at")) {
            upsert.setString(1, studentKey);
            upsert.setString(2, body);
            upsert.setLong(3, now);
            upsert.executeUpdate();
        }
    }

    /** The progress kept for {@code studentKey}, if any was. */
    public Optional<KeptProgress> progress(String studentKey) throws SQLException {
        return one("SELECT body, updated_at FROM progress WHERE student_key = ?", studentKey,
                row -> new KeptProgress(row.getString(1), row.getLong(2)));
    }
}
