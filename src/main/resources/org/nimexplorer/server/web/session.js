// The student's session in the page: xterm.js drawing what the server's terminal sends over the socket, and
// sending back every key, paste and change of size. Nothing here decides anything: the session is the server's.
(function () {
  'use strict';
  var accessible = document.body.dataset.accessible === 'true';
  var state = document.getElementById('state');
  var narrow = window.matchMedia('(max-width: 600px)').matches;
  var term = new Terminal({
    screenReaderMode: accessible,
    cursorBlink: !accessible,
    fontSize: narrow ? 13 : 16,
    fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
    scrollback: 5000,
    // The DOM renderer: the screen is text in the page, which the browser's own find and zoom reach.
    rendererType: 'dom',
    // Red as a dark background shows it legibly (the default is too dark to read there).
    theme: { background: '#101418', foreground: '#e6e6e6', red: '#ff6b6b', brightRed: '#ff8787' }
  });
  var fit = new FitAddon.FitAddon();
  term.loadAddon(fit);
  term.open(document.getElementById('terminal'));
  fit.fit();
  // Ctrl-C with text selected copies it, as in any terminal window; with nothing selected it interrupts.
  // Ctrl-V pastes: the browser hands the text to xterm.js, which sends it as typed.
  // The terminal takes Tab for itself (completion): F6 leaves it for the page's Leave button, as F6 moves
  // between the parts of a browser's window.
  term.attachCustomKeyEventHandler(function (e) {
    if (e.key === 'F6' && e.type === 'keydown') {
      document.querySelector('header button').focus();
      e.preventDefault();
      return false;
    }
    var mod = e.ctrlKey || e.metaKey;
    if (mod && (e.key === 'c' || e.key === 'C') && term.hasSelection()) { return false; }
    if (mod && (e.key === 'v' || e.key === 'V')) { return false; }
    return true;
  });
  var scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
  var socket = new WebSocket(scheme + location.host + '/session/socket?cols=' + term.cols + '&rows=' + term.rows);
  socket.binaryType = 'arraybuffer';
  var opened = false;
  socket.onopen = function () {
    opened = true;
    state.textContent = 'connected';
    term.focus();
  };
  socket.onmessage = function (e) { term.write(new Uint8Array(e.data)); };
  socket.onclose = function (e) {
    state.textContent = 'not connected';
    // The server says why it closes: the session ended (quit), or it told the student why above (it is stopping,
    // they logged in elsewhere); anything else is a lost connection.
    term.write(!opened ? '\r\n[The class server did not let this page in: reload it, or log in again.]\r\n'
        : e.reason === 'the session ended'
          ? '\r\n\r\n[The session has ended. Reload the page to start it again.]\r\n'
          : e.reason === 'closed by the class server' ? '\r\n[Closed.]\r\n'
          : '\r\n\r\n[The connection to the class server was lost. Your progress is saved: reload the page when'
            + ' your teacher says the class is back.]\r\n');
  };
  term.onData(function (keys) { if (socket.readyState === 1) { socket.send(keys); } });
  term.onResize(function (size) {
    if (socket.readyState === 1) { socket.send('\u0000' + size.cols + ' ' + size.rows); }
  });
  var resizing;
  window.addEventListener('resize', function () {
    clearTimeout(resizing);
    resizing = setTimeout(function () { fit.fit(); }, 80);
  });
  document.getElementById('terminal').addEventListener('click', function () { term.focus(); });
}());
