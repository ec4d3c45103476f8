package org.kontor.web;

import java.util.List;
import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * What a person would notice is laid out wrong on the page shown now, measured in the browser:
 * the page or a panel wider than its box (the page shifts sideways, columns are cut off), text
 * cut off by its box, a player's name broken inside a word, two labels of the board drawing on
 * top of each other, a button or link smaller than a finger (40 px). Each problem is one sentence
 * naming the element.
 */
final class Layout {

    /** The smallest tap target, in CSS pixels, either way. */
    static final int FINGER = 40;

    private Layout() {}

    /** Puts the window at this size (a phone's is emulated as a touch screen), as a person's device would be. */
    static void resize(ChromeDriver driver, int width, int height, boolean phone) {
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", phone));
        // Two frames drawn at the new size (the pages lay out by CSS alone, no script listens for
        // a resize): the measure below sees the page as the new screen shows it.
        driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "requestAnimationFrame(() => requestAnimationFrame(() => done(true)));");
    }

    /** The problems on the page as shown now (empty when it is laid out right). */
    @SuppressWarnings("unchecked")
    static List<String> problems(ChromeDriver driver) {
        return (List<String>) Browsers.js(driver, SCRIPT, FINGER);
    }

    private static final String SCRIPT = """
            const finger = arguments[0];
            const problems = [];
            const root = document.documentElement;
            const vw = root.clientWidth;
            const name = (e) => {
              let s = e.tagName.toLowerCase();
              if (e.id) s += '#' + e.id;
              const c = typeof e.className === 'string' ? e.className.trim() : (e.className && e.className.baseVal) || '';
              if (c) s += '.' + c.split(/\\s+/).slice(0, 2).join('.');
              const text = (e.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
              return text ? s + ' "' + text + '"' : s;
            };
            const shown = (e) => {
              if (!e.getClientRects().length) return false;
              for (let a = e; a && a.nodeType === 1; a = a.parentElement) {
                const st = getComputedStyle(a);
                if (st.display === 'none' || st.visibility === 'hidden' || st.opacity === '0') return false;
              }
              return true;
            };
            const pageFits = root.scrollWidth <= vw + 1;
            if (!pageFits) problems.push('the page is ' + root.scrollWidth + ' px wide on a ' + vw + ' px screen');
            // Panels: their content wider than their box (a scrollbar, or columns cut off).
            for (const p of document.querySelectorAll('main, .card, section, aside, table, .moves, .banner, .bar, .board-box, .joins, fieldset, .prompt, .offer')) {
              // A .swipe box is a table made to be swiped sideways on a phone (its hint says so).
              if (!shown(p) || p.closest('svg') || p.closest('.board-box.zoom') === p || p.closest('.swipe')) continue;
              if (p.scrollWidth > p.clientWidth + 1) problems.push(name(p).slice(0, 60) + ': ' + p.scrollWidth + ' px of content in ' + p.clientWidth + ' px');
              const r = p.getBoundingClientRect();
              if (r.right > vw + 1 || r.left < -1) problems.push(name(p).slice(0, 60) + ' reaches past the screen (' + Math.round(r.left) + '..' + Math.round(r.right) + ' of ' + vw + ')');
            }
            // Text cut off: a line of text that ends outside a box that hides what overflows.
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            const range = document.createRange();
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              if (!n.textContent.trim() || n.parentElement.closest('svg, script, style, option, select, .swipe')) continue;
              const e = n.parentElement;
              if (!shown(e)) continue;
              range.selectNodeContents(n);
              const t = range.getBoundingClientRect();
              if (!t.width) continue;
              if (t.right > vw + 1) { if (pageFits) problems.push('text "' + n.textContent.trim().slice(0, 40) + '" ends at ' + Math.round(t.right) + ' on a ' + vw + ' px screen'); continue; }
              for (let a = e; a && a !== document.body; a = a.parentElement) {
                const st = getComputedStyle(a);
                if (st.overflowX === 'visible' && st.textOverflow !== 'ellipsis') continue;
                const box = a.getBoundingClientRect();
                if (t.right > box.right + 1 || t.left < box.left - 1 || a.scrollWidth > a.clientWidth + 1 && st.textOverflow === 'ellipsis') {
                  problems.push('text "' + n.textContent.trim().slice(0, 40) + '" is cut off by ' + name(a).slice(0, 50));
                }
                break;
              }
            }
            // Names: a line may end between the words of a name, never inside one ("Bartholo-mew").
            for (const who of document.querySelectorAll('.who')) {
              if (!shown(who)) continue;
              const names = document.createTreeWalker(who, NodeFilter.SHOW_TEXT);
              for (let n = names.nextNode(); n; n = names.nextNode()) {
                for (const m of n.textContent.matchAll(/\\S+/g)) {
                  range.setStart(n, m.index);
                  range.setEnd(n, m.index + m[0].length);
                  const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
                  if (tops.size > 1) problems.push('the name "' + who.textContent.trim() + '" breaks inside "' + m[0] + '" in ' + name(who.parentElement).slice(0, 50));
                }
              }
            }
            // Board labels: no two of the drawing's texts overlap.
            for (const svg of document.querySelectorAll('.board-box svg')) {
              if (!shown(svg)) continue;
              const labels = [...svg.querySelectorAll('text')].filter((x) => x.textContent.trim() && shown(x))
                .map((x) => ({x, r: x.getBoundingClientRect()})).filter((l) => l.r.width > 0);
              for (let i = 0; i < labels.length; i++) {
                for (let j = i + 1; j < labels.length; j++) {
                  const a = labels[i].r, b = labels[j].r;
                  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
                  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
                  const label = (l) => '"' + l.x.textContent.trim() + '" (' + (l.x.getAttribute('class') || 'text') + ')';
                  if (w > 1 && h > 1) problems.push('board labels overlap: ' + label(labels[i]) + ' and ' + label(labels[j]));
                }
              }
            }
            // Tap targets: a finger's width either way.
            for (const b of document.querySelectorAll('button, a[href], select, input:not([type=hidden]), summary, [role=button]')) {
              if (!shown(b) || b.closest('svg')) continue;
              const r = b.getBoundingClientRect();
              const target = b.tagName === 'INPUT' && (b.type === 'radio' || b.type === 'checkbox') && b.closest('label') ? b.closest('label').getBoundingClientRect() : r;
              if (target.width < finger - 0.5 || target.height < finger - 0.5) {
                problems.push('tap target ' + name(b).slice(0, 60) + ' is ' + Math.round(target.width) + 'x' + Math.round(target.height) + ' px');
              }
            }
            return [...new Set(problems)];
            """;
}
