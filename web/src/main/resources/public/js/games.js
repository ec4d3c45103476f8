// Game modules: what the phone, the table screen and the log show for one game. The shell
// (pairing, turn cue, log, histogram) is shared; a game's module (js/<id>.js, exporting an object
// named like the id) only knows its own view's fields, and its looks are in its own stylesheet
// (<id>.css, named by the module). The hub names the module in view.table.module (the game's
// id); a game without a module file is shown by the plain one.
import {generic} from './generic.js';

const modules = {};
const loading = {};

/** The view's game module if it has been loaded (see loadGameModule), else the plain one. */
export function gameModule(view) {
  return modules[view.table.module] || generic;
}

/** Loads the view's game module once; resolves when gameModule(view) returns it (or the plain one, without). */
export function loadGameModule(view) {
  const id = view && view.table && view.table.module;
  if (!id || modules[id] || !/^[a-z][a-z0-9]*$/.test(id)) return Promise.resolve();
  loading[id] ||= import(`./${id}.js`).then(async (module) => {
    const game = module[id] || generic;
    if (game.stylesheet) await linkStylesheet(game.stylesheet);
    modules[id] = game;
  }, () => { modules[id] = generic; });
  return loading[id];
}

/** Links a game's own stylesheet (its module's stylesheet field) and waits for it, so its first screen is drawn styled. */
function linkStylesheet(href) {
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), {rel: 'stylesheet', href});
    link.addEventListener('load', resolve);
    link.addEventListener('error', resolve);
    document.head.append(link);
  });
}
