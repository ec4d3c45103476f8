// One WebSocket per page. The page shows nothing of the game until the server's first full view
// has arrived; every (re)connect gets a full view, and views older than the one shown are dropped.
// After the first, a view carries only what changed (ViewText on the hub): `gameChanged` holds the
// game fields that changed ("table.routes" is a field of a seat's `game.table`) instead of the whole
// `game`; the log comes whole with logFull and otherwise as the entries that are new (logStart =
// how many steps come before them). The page keeps its own copy of both, so every view handed on
// is whole.
import {t, onLanguage} from './i18n.js';

// Script errors are kept where the browser tests can read them (and a person can, in the console).
window.kontorErrors = [];
window.addEventListener('error', (event) => window.kontorErrors.push(String(event.message)));
window.addEventListener('unhandledrejection', (event) => window.kontorErrors.push(String(event.reason)));
// So are styles or scripts the Content-Security-Policy refused (the page would look or work wrong).
document.addEventListener('securitypolicyviolation', (event) =>
  window.kontorErrors.push(`CSP refused ${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile || ''}:${event.lineNumber || ''})`));

// The REST twin of each socket: after a socket closed before its first view, this says whether the
// hub is away (no answer: keep trying) or is back and does not know this page's token (401/403).
const PROBES = {'/ws/seat': '/api/seat/state', '/ws/host': '/api/host/state'};

/** How many log entries a page keeps, as the hub's views do (Views.LOG_LENGTH). */
const LOG_LENGTH = 60;

export function connect(path, {onView, onMessage, onStatus}) {
  let seq = -1;
  let last = null;
  let log = [];       // the newest LOG_LENGTH entries
  let logEnd = 0;     // how many steps the game has had, as far as this page knows
  let game = null;    // the game view as last put together

  /** Puts the changed game fields into a copy of the page's game (objects already shown are never changed). */
  function withGame(view) {
    if ('game' in view) {
      game = view.game;
    } else if (view.gameChanged && game) {
      game = {...game};
      for (const [path, value] of Object.entries(view.gameChanged)) {
        const [outer, inner] = path.split('.');
        if (inner === undefined) game[outer] = value;
        else game[outer] = {...game[outer], [inner]: value};
      }
      delete view.gameChanged;
      view.game = game;
    } else if (view.gameChanged) {
      return false;   // changes without a game to change (cannot happen while the socket stays open)
    } else {
      game = null;
    }
    return true;
  }

  /** Puts the view's log entries into the page's copy and the copy into the view; false on a gap. */
  function withLog(view) {
    if (!Array.isArray(view.log)) return true;
    if (view.logFull) {
      log = view.log;
      logEnd = view.logStart + view.log.length;
    } else if (view.logStart > logEnd) {
      return false;   // entries are missing in between (cannot happen while the socket stays open)
    } else {
      log = log.concat(view.log.filter((entry) => entry.n > logEnd)).slice(-LOG_LENGTH);
      logEnd = Math.max(logEnd, view.logStart + view.log.length);
    }
    view.log = log;
    return true;
  }

  let socket = null;
  let retry = 500;
  let stopped = false;
  let stoppedReason = null;   // set when the hub said it stopped, until it is back

  function open() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(`${scheme}//${location.host}${path}`);
    let viewed = false;   // this connection's first view is always taken: a restarted hub counts seq from 1 again
    onStatus('connecting');
    socket.onmessage = (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.type === 'view') {
        retry = 500;
        // Every view goes into the copies, even one older than a fresh state fetched meanwhile: the
        // next view's changes are counted from it.
        if (!withGame(message) || !withLog(message)) { socket.close(); return; }   // reconnecting brings a whole view
        if (viewed && message.seq < seq) return;
        viewed = true;
        stoppedReason = null;
        seq = message.seq;
        last = message;
        onStatus('live');
        onView(message);
        document.body.dataset.seq = seq;   // which view the page shows: tests wait on it
      } else {
        // A refusal carries its sentence and the version, not a view. A stale one asks for the
        // fresh view once (the socket may not have delivered it yet); any other shows the last
        // view again, undoing a half-made move.
        if (message.type === 'rejected' && message.kind === 'STALE_VERSION') {
          fetch(path.replace('/ws/', '/api/') + '/state', {cache: 'no-store'})
            .then((r) => (r.ok ? r.json() : null)).catch(() => null)
            .then((fresh) => {
              if (fresh && fresh.seq >= seq) { seq = fresh.seq; last = fresh; }
              if (last) onView(last);
              onMessage && onMessage({...message, view: fresh || last});
            });
          return;
        }
        if (message.type === 'rejected' && last) onView(last);
        onMessage && onMessage(message);
      }
    };
    socket.onclose = async (event) => {
      if (event.code === 1001) stoppedReason = event.reason || 'stopped';
      const probe = event.code !== 1001 && !viewed && PROBES[path] ? await refused() : null;
      if (event.code === 1001) onStatus('stopped', event.reason);
      else if (probe === 'refused') {
        onStatus('refused');   // the hub is up and does not know this token: pairing again is the way back
        return;
      } else if (probe === 'waiting') {
        onStatus('waiting', waitingCode);   // paired, and waiting for the host to allow this phone: ask again in a while
        setTimeout(open, 3000);
        return;
      } else if (event.code === 1006 && !everLive && !PROBES[path]) onStatus('refused');
      else if (stoppedReason) onStatus('stopped', stoppedReason);   // still away after "the table stopped"
      else onStatus('offline');
      if (!stopped) setTimeout(open, retry);
      retry = Math.min(retry * 2, 5000);
    };
  }

  /** 'waiting' (the host has not allowed this phone yet), 'refused' (the hub does not know it), or null. */
  async function refused() {
    try {
      const response = await fetch(PROBES[path], {cache: 'no-store'});
      if (response.status !== 401 && response.status !== 403) return null;
      const answer = await response.json().catch(() => ({}));
      if (answer.error && answer.error.kind === 'WAITING') {
        waitingCode = answer.error.code;   // the phone shows it; the host page shows the same beside it
        return 'waiting';
      }
      return 'refused';
    } catch {
      return null;   // no answer: the hub is still away
    }
  }
  let waitingCode = null;
  let everLive = false;
  const origStatus = onStatus;
  onStatus = (s, r) => { if (s === 'live') everLive = true; origStatus(s, r); };
  open();

  return {
    send(object) {
      if (socket && socket.readyState === WebSocket.OPEN) { socket.send(JSON.stringify(object)); return true; }
      return false;
    },
    close() { stopped = true; socket && socket.close(); }
  };
}

/** Fills the status badge: live, connecting, offline, stopped; it follows a language switch. */
export function showStatus(node, status) {
  node.dataset.status = status;
  node.textContent = t('status.' + status);
}

onLanguage(() => document.querySelectorAll('.status[data-status]').forEach((node) => {
  node.textContent = t('status.' + node.dataset.status);
}));
