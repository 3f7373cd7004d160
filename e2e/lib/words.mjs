// Words broken inside their letters, measured in the browser.

/**
 * Everything that shows data: table cells (on a phone the row's card, with its labels, which shared-ui's phone cards
 * render as real elements), description lists, and the parts marked `data-cell` (the stat cards' labels and figures).
 */
export const MEASURED = 'table td, table th, dl dt, dl dd, [data-cell]';

/**
 * Every word (a run of letters) of every visible data part broken over two lines: each character's box comes from a
 * Range over its text node, and two letters side by side on different lines are a broken word. E-mail addresses and
 * ids (with '@' or digits) may break, but then the element they are in (or one around it) must carry the whole text
 * in its title, shown on hover; nothing else may break. One line per broken word (none: []).
 */
export const brokenWords = (page, selector = MEASURED) =>
  page.evaluate((selector) => {
    const bad = [];
    const letter = /\p{L}/u;
    const seen = new Set();
    const parts = [...document.querySelectorAll(selector)].filter((c) => c.getClientRects().length > 0).slice(0, 800);
    for (const part of parts) {
      const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (seen.has(node)) continue;
        seen.add(node);
        // A closed <details> shows only its summary: what it holds is not on the screen (Chromium still lays it out).
        const folded = node.parentElement?.closest('details:not([open])');
        if (folded && !node.parentElement.closest('summary')) continue;
        for (const m of node.data.matchAll(/\S+/g)) {
          const word = m[0];
          if (word.length < 2) continue;
          let prev = null;
          let broken = false;
          for (let i = 0; i < word.length && !broken; i++) {
            const r = document.createRange();
            r.setStart(node, m.index + i);
            r.setEnd(node, m.index + i + 1);
            const box = r.getClientRects()[0];
            if (!box || box.width === 0) continue;
            broken = !!prev && letter.test(word[i]) && letter.test(word[i - 1]) && box.top - prev.top > prev.height / 2;
            prev = box;
          }
          if (!broken) continue;
          const where = `in "${part.textContent.trim().slice(0, 60)}"`;
          if (word.includes('@') || /\d/.test(word)) {
            const bare = word.replace(/^[("'<]+|[)"'>,.;:]+$/g, '');
            const titled = node.parentElement?.closest('[title]');
            if (!titled || !titled.getAttribute('title').includes(bare))
              bad.push(`"${word}" breaks with no title showing it whole ${where}`);
          } else bad.push(`"${word}" ${where}`);
        }
      }
    }
    return bad;
  }, selector);
