// Game modules: what the phone, the table screen and the log show for one game. The shell
// (pairing, turn cue, log, histogram) is shared; a module only knows its own view's fields.
import {generic} from './generic.js';
import {merchants} from './merchants.js';

const modules = {merchants};

export function gameModule(view) {
  return modules[view.table.game] || generic;
}
