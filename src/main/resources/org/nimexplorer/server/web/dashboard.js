// The teacher's dashboard: its parts come over the socket as HTML the server made (every student's text escaped
// there), whenever they change; its buttons send the teacher's moves back, with the page's token.
(function () {
  'use strict';
  var token = document.body.dataset.token;
  var state = document.getElementById('state');
  var said = document.getElementById('said');
  var scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
  var socket;
  function connect() {
    var opened = false;
    socket = new WebSocket(scheme + location.host + '/teacher/socket');
    socket.onopen = function () { opened = true; };
    socket.onmessage = function (e) {
      var parts = JSON.parse(e.data);
      Object.keys(parts).forEach(function (part) {
        if (part === 'state') {
          state.textContent = parts[part];
        } else if (part === 'said') {
          said.textContent = parts[part];
        } else {
          var content = document.querySelector('#' + part + ' .content');
          if (content) {
            // The lesson chosen but not yet started stays chosen when the part is drawn again.
            var chosen = content.querySelector('#lesson');
            var lesson = chosen ? chosen.value : null;
            content.innerHTML = parts[part];
            var choice = content.querySelector('#lesson');
            if (choice && lesson) { choice.value = lesson; }
            // The step's question (or worked answer) is at its end: that is what the class looks at.
            var step = content.querySelector('.step pre');
            if (step) { step.scrollTop = step.scrollHeight; }
          }
        }
      });
    };
    socket.onclose = function () {
      state.textContent = 'not connected: trying again';
      // A dashboard never let in (its login lapsed) goes back to the login page.
      setTimeout(opened ? connect : function () { location.reload(); }, 2000);
    };
  }
  document.addEventListener('click', function (e) {
    var button = e.target.closest('button[data-do]');
    if (!button || !socket || socket.readyState !== 1) { return; }
    var move = { do: button.dataset.do, token: token };
    if (move.do === 'live') { move.lesson = document.getElementById('lesson').value; }
    if (move.do === 'stop' && !window.confirm('End the live lesson for the whole class?')) { return; }
    socket.send(JSON.stringify(move));
  });
  connect();
}());
