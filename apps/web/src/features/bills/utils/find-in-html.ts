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

const PASSAGE_ATTR = 'data-passage';

/**
 * Marks a passage (an AI citation's quote) in the text of `root`: whitespace is ignored when matching, since the
 * shown HTML and the plain text the offsets count in space words differently. Wraps the passage's text in
 * <mark data-passage> elements (one per text node it spans) and returns them; none when the passage is not found.
 * Earlier passage marks are removed first.
 */
export function highlightPassage(root: HTMLElement, passage: string): HTMLElement[] {
  for (const mark of root.querySelectorAll(`mark[${PASSAGE_ATTR}]`)) {
    mark.replaceWith(document.createTextNode(mark.textContent ?? ''));
  }
  root.normalize();
  const needle = passage.replace(/\s+/g, '');
  if (!needle) return [];
  // The text without whitespace, and for each of its characters the node and offset it came from.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let flat = '';
  const origin: { node: Text; offset: number }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    for (let offset = 0; offset < text.data.length; offset += 1) {
      const char = text.data[offset] ?? '';
      if (/\s/.test(char)) continue;
      flat += char;
      origin.push({ node: text, offset });
    }
  }
  let start = flat.indexOf(needle);
  let length = needle.length;
  if (start === -1) {
    // A quote with an ellipsis joins sentences: mark the first of them.
    const first = passage.split(' … ')[0]?.replace(/\s+/g, '') ?? '';
    start = first ? flat.indexOf(first) : -1;
    length = first.length;
  }
  if (start === -1) return [];
  const from = origin[start];
  const to = origin[start + length - 1];
  if (!from || !to) return [];
  // Per text node: the range of it inside the passage.
  const ranges = new Map<Text, { start: number; end: number }>();
  for (let index = start; index < start + length; index += 1) {
    const { node, offset } = origin[index] as { node: Text; offset: number };
    const range = ranges.get(node);
    if (range) range.end = offset + 1;
    else ranges.set(node, { start: offset, end: offset + 1 });
  }
  const marks: HTMLElement[] = [];
  for (const [node, range] of ranges) {
    const middle = node.splitText(range.start);
    middle.splitText(range.end - range.start);
    const mark = document.createElement('mark');
    mark.setAttribute(PASSAGE_ATTR, '');
    middle.replaceWith(mark);
    mark.append(middle);
    marks.push(mark);
  }
  return marks;
}
