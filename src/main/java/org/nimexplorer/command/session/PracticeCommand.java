package org.nimexplorer.command.session;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.Practice;
import org.nimexplorer.quiz.QuizFlow;
import org.nimexplorer.store.Progress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "practice", description = {"Questions chosen from your own record as you go: a kind you miss comes"
        + " back soon, one you know less and less often, over days (Leitner's boxes); 'progress' shows what is due.",
        "Example: practice --count 8 --game kayles"})
final class PracticeCommand extends SessionCommand {

    @Option(names = "--count", paramLabel = "N", defaultValue = "8", description = "How many questions (default"
            + " ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--game", paramLabel = "GAME", split = ",(?![^\\[]*\\])", description = "Practise this game too:"
            + " 'misere nim', sub[1,3,4], kayles, dawsons-kayles, lasker or an octal code; Nim and every game you"
            + " practised before are always in.")
    List<String> games = new ArrayList<>();

    @Option(names = "--seed", paramLabel = "S", description = "The seed of the positions (the choice of questions"
            + " follows your record).")
    Long seed;

    @Option(names = "--today", paramLabel = "DATE", hidden = true, description = "Practise as if today were DATE"
            + " (2026-12-01), to try a schedule.")
    String today;

    PracticeCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        if (session.quiz().isPresent()) {
            throw new BadInputException("a quiz is already under way: answer, 'skip', or 'quiz stop' to end it first");
        }
        if (count < 1 || count > 100) {
            throw new BadInputException("--count must be from 1 to 100, not " + count);
        }
        Progress progress = session.course().store().progress();
        Practice practice = orBadInput(Practice.of(progress, games, day(today), seed != null ? seed
                : new Random().nextLong()).mapProblem(p -> "--game: " + p));
        Question first = practice.next(progress);
        List<Question> questions = Collections.nCopies(count, first);
        session.quizzes().start(new QuizFlow.Plan(0, Level.EASY, questions, List.of(), true), Optional.empty(),
                Optional.of(practice));
        return 0;
    }

    /** Today, or the day --today names. */
    static LocalDate day(String given) {
        if (given == null) {
            return LocalDate.now();
        }
        try {
            return LocalDate.parse(given.strip());
        } catch (DateTimeParseException e) {
            throw new BadInputException("--today: '" + Text.clip(given) + "' is not a date like 2026-12-01");
        }
    }
}
