package org.nimexplorer.server;

import java.util.Optional;

/**
 * The pages of the class in the browser, each whole: the student's login and session, the teacher's
 * login and dashboard. No script in them (the page's script is a file of the server's, which the
 * Content-Security-Policy lets run), and every text a person typed escaped.
 */
final class WebPages {

    private WebPages() {}

    private static String head(String title) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
                + WebText.escape(title) + "</title>\n<link rel=\"stylesheet\" href=\"/static/style.css\">\n";
    }

    /** The student's way in: name, code, and the screen-reader mode; {@code problem} above the form after a refusal. */
    static String login(Optional<String> problem, String name, boolean accessible, int sshPort, String host) {
        return head("Nim Explorer: log in") + "</head>\n<body class=\"login\">\n<main>\n<h1>Nim Explorer</h1>\n"
                + "<p>Your class, in the browser. Type your name and the code your teacher gave you.</p>\n"
                + problem.map(p -> "<p class=\"problem\" role=\"alert\" id=\"problem\">" + WebText.escape(p) + "</p>\n")
                        .orElse("")
                + "<form method=\"post\" action=\"/login\">\n"
                + "<label for=\"name\">Name</label>\n"
                + "<input id=\"name\" name=\"name\" autocomplete=\"username\" autocapitalize=\"none\" spellcheck=\"false\""
                + " required maxlength=\"64\" value=\"" + WebText.escape(name) + "\"" + (name.isEmpty() ? " autofocus"
                        : "") + ">\n"
                + "<label for=\"code\">Code <span class=\"hint\">(or your PIN, once you have one)</span></label>\n"
                + "<input id=\"code\" name=\"code\" type=\"password\" autocomplete=\"current-password\" required"
                + " maxlength=\"128\"" + (name.isEmpty() ? "" : " autofocus") + ">\n"
                + "<label class=\"check\"><input type=\"checkbox\" id=\"accessible\" name=\"accessible\" value=\"1\""
                + (accessible ? " checked" : "") + "> I use a screen reader: plain text, no drawings and no status"
                + " row</label>\n"
                + "<button type=\"submit\">Log in</button>\n</form>\n"
                + "<p class=\"small\">In a terminal instead: <code>ssh -p " + sshPort + " YOURNAME@"
                + WebText.escape(host) + "</code>. Your progress is the same either way.</p>\n</main>\n</body>\n"
                + "</html>\n";
    }

    /** The student's session: the terminal fills the page, and a button leaves. */
    static String session(WebLogins.Login login) {
        String name = WebText.escape(login.student().name());
        return head("Nim Explorer: " + login.student().name())
                + "<script src=\"/webjars/xterm/4.9.0/lib/xterm.js\" defer></script>\n"
                + "<script src=\"/webjars/xterm-addon-fit/0.3.0/lib/xterm-addon-fit.js\" defer></script>\n"
                + "<script src=\"/static/session.js\" defer></script>\n"
                + "<link rel=\"stylesheet\" href=\"/webjars/xterm/4.9.0/css/xterm.css\">\n</head>\n"
                + "<body class=\"session\" data-accessible=\"" + login.accessible() + "\">\n"
                + "<header><h1>Nim Explorer <span class=\"who\">" + name + "</span></h1>"
                + "<span id=\"state\" role=\"status\">connecting…</span><span class=\"keys\">F6: Leave</span>"
                + "<form method=\"post\" action=\"/logout\"><input type=\"hidden\" name=\"token\" value=\""
                + login.formToken() + "\"><button type=\"submit\">Leave</button></form></header>\n"
                + "<main id=\"terminal\" aria-label=\"Your Nim Explorer session: type a command and press Enter;"
                + " F6 goes to the Leave button\"></main>\n"
                + "<noscript><p class=\"problem\">The session needs JavaScript; with SSH it needs nothing.</p></noscript>\n"
                + "</body>\n</html>\n";
    }

    /** The teacher's way in to the dashboard: its code, printed when the server started. */
    static String teacherLogin(Optional<String> problem) {
        return head("Nim Explorer: the teacher's dashboard") + "</head>\n<body class=\"login\">\n<main>\n"
                + "<h1>The teacher's dashboard</h1>\n<p>Type the dashboard's code: it is in the file"
                + " <code>dashboard-code</code> of the class's data folder (<code>serve</code> said where as it"
                + " started).</p>\n"
                + problem.map(p -> "<p class=\"problem\" role=\"alert\" id=\"problem\">" + WebText.escape(p) + "</p>\n")
                        .orElse("")
                + "<form method=\"post\" action=\"/teacher/login\">\n"
                + "<label for=\"code\">Dashboard code</label>\n<input id=\"code\" name=\"code\" type=\"password\""
                + " autocomplete=\"current-password\" required maxlength=\"128\" autofocus>\n"
                + "<button type=\"submit\">Open the dashboard</button>\n</form>\n</main>\n</body>\n</html>\n";
    }

    /** The dashboard's frame: its parts are filled, and kept up to date, over its socket. */
    static String dashboard(WebLogins.Login login) {
        return head("Nim Explorer: the class")
                + "<script src=\"/static/dashboard.js\" defer></script>\n</head>\n"
                + "<body class=\"dashboard\" data-token=\"" + login.formToken() + "\">\n"
                + "<header><h1>The class</h1><span id=\"state\" role=\"status\">connecting…</span>"
                + "<form method=\"post\" action=\"/teacher/logout\"><input type=\"hidden\" name=\"token\" value=\""
                + login.formToken() + "\"><button type=\"submit\">Leave</button></form></header>\n"
                + "<p id=\"said\" role=\"status\" aria-live=\"polite\"></p>\n"
                + "<main>\n<section id=\"live\" aria-labelledby=\"live-title\"><h2 id=\"live-title\">Live lesson</h2>"
                + "<div class=\"content\"></div></section>\n"
                + "<section id=\"roster\" aria-labelledby=\"roster-title\"><h2 id=\"roster-title\">Students</h2>"
                + "<div class=\"content\"></div></section>\n"
                + "<section id=\"assignments\" aria-labelledby=\"assignments-title\"><h2 id=\"assignments-title\">"
                + "Assignments</h2><div class=\"content\"></div></section>\n</main>\n</body>\n</html>\n";
    }

    /** A page for what is not here, or not allowed. */
    static String problem(String title, String text) {
        return head(title) + "</head>\n<body class=\"login\">\n<main>\n<h1>" + WebText.escape(title) + "</h1>\n<p>"
                + WebText.escape(text) + "</p>\n<p><a href=\"/\">The login page</a></p>\n</main>\n</body>\n</html>\n";
    }
}
