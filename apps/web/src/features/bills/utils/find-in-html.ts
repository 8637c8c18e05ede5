const FIND_ATTR = 'data-find';

/** Puts back the text that earlier highlights split. */
export function clearHighlights(root: HTMLElement) {
  for (const mark of root.querySelectorAll(`mark[${FIND_ATTR}]`)) {
    mark.replaceWith(document.createTextNode(mark.textContent ?? ''));
  }
  root.normalize();
}

/**
 * Wraps every case-insensitive occurrence of `query` in the text of `root` in <mark data-find>, in reading order,
 * and returns the marks. Only text nodes are touched, so the markup around them stays as it was.
 */
export function highlightMatches(root: HTMLElement, query: string): HTMLElement[] {
  clearHighlights(root);
  const needle = query.toLocaleLowerCase();
  if (!needle) return [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node as Text);
  const marks: HTMLElement[] = [];
  for (const node of textNodes) {
    let current: Text = node;
    let index = current.data.toLocaleLowerCase().indexOf(needle);
    while (index !== -1) {
      const match = current.splitText(index);
      const rest = match.splitText(needle.length);
      const mark = document.createElement('mark');
      mark.setAttribute(FIND_ATTR, '');
      match.replaceWith(mark);
      mark.append(match);
      marks.push(mark);
      current = rest;
      index = current.data.toLocaleLowerCase().indexOf(needle);
    }
  }
  return marks;
}

const droppedElements = 'script, style, iframe, object, embed, link, meta, base, form, input, button, textarea, select';

/**
 * Defence in depth: the server already sanitizes bill HTML; this drops active content again before it is
 * inserted (scripts, frames, forms, event handlers, javascript: links).
 */
export function sanitizeBillHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll(droppedElements)) element.remove();
  for (const element of template.content.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') element.removeAttribute(attribute.name);
      else if (
        (name === 'href' || name === 'src' || name === 'xlink:href') &&
        /^(javascript|data|vbscript):/.test(value)
      ) {
        element.removeAttribute(attribute.name);
      }
    }
    if (element.tagName === 'A') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return template.innerHTML;
}
