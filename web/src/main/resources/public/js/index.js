// The front page: its texts in the chosen language (a file, not inline: the pages' CSP allows no inline script).
import {t, languageButton, onLanguage} from '/js/i18n.js';
const paint = () => document.querySelectorAll('[data-t]').forEach((n) => { n.textContent = t(n.dataset.t); });
document.getElementById('lang').append(languageButton());
onLanguage(paint);
paint();
