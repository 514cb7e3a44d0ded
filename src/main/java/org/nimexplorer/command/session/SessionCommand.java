package org.nimexplorer.command.session;

import java.util.List;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.command.BaseCommand;
import org.nimexplorer.command.GameOptions;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.WholeGame;

/** A command that reads or changes the session's state. */
abstract class SessionCommand extends BaseCommand {

    protected final Session session;

    SessionCommand(Session session) {
        this.session = session;
    }

    /**
     * The heaps read as a table of the game the options name (a heap written kayles:5 has its own); refused, with
     * why, when the engine cannot decide it.
     */
    protected static Table table(List<String> words, GameOptions game) {
        return game.family(words).accept(new GameFamily.Visitor<Table>() {
            @Override
            public Table classic(Rules rules) {
                Position position = position(words);
                Engine.whyUndecidable(position, rules).ifPresent(why -> {
                    throw new BadInputException(why);
                });
                return new ClassicTable(position, rules);
            }

            @Override
            public Table sums(HeapGame plain, Play play) {
                return orBadInput(SumTable.of(GameOptions.sum(words, plain), play));
            }

            @Override
            public Table whole(WholeGame whole) {
                Position position = position(words);
                whole.whyUnplayable(position).ifPresent(why -> {
                    throw new BadInputException(why);
                });
                return new WholeTable(whole, position);
            }
        });
    }
}
