package org.nimexplorer.command.session;

import org.nimexplorer.command.BaseCommand;

/** A command that reads or changes the session's state. */
abstract class SessionCommand extends BaseCommand {

    protected final Session session;

    SessionCommand(Session session) {
        this.session = session;
    }
}
