import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One node of fast-xml-parser's ordered output: `{ tag: children[], ':@': attributes }` or `{ '#text': text }`. */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  ignorePiTags: true,
  ignoreDeclaration: true,
  parseTagValue: false,
  parseAttributeValue: false,
});

/** Parses a document in document order; throws with the line number when the XML is not well formed. */
export function parseXml(text: string): XmlNode[] {
  const check = XMLValidator.validate(text);
  if (check !== true) throw new Error(`invalid XML at line ${check.err.line}: ${check.err.msg}`);
  return parser.parse(text) as XmlNode[];
}

export function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text');
}

/** The element's local name, without a namespace prefix. */
export function localName(node: XmlNode): string | undefined {
  const tag = tagOf(node);
  return tag?.includes(':') ? tag.slice(tag.indexOf(':') + 1) : tag;
}

export function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  return tag ? ((node[tag] as XmlNode[] | undefined) ?? []) : [];
}

export function elementsOf(node: XmlNode, name?: string): XmlNode[] {
  return childrenOf(node).filter((child) => {
    const tag = tagOf(child);
    return tag !== undefined && (name === undefined || tag === name || localName(child) === name);
  });
}

export function firstElement(node: XmlNode, name: string): XmlNode | undefined {
  return elementsOf(node, name)[0];
}

export function attr(node: XmlNode, name: string): string | undefined {
  const attributes = node[':@'] as Record<string, string> | undefined;
  return attributes?.[name];
}

/** The concatenated text of a node and its descendants, white space collapsed. */
export function textOf(node: XmlNode | undefined): string {
  return rawTextOf(node).replace(/\s+/g, ' ').trim();
}

/** The concatenated text as written (white space kept), e.g. for HTML carried inside CDATA. */
export function rawTextOf(node: XmlNode | undefined): string {
  if (!node) return '';
  if ('#text' in node) return String(node['#text']);
  return childrenOf(node).map(rawTextOf).join('');
}

/** The element reached by following the first child of each name in turn; the node itself for no names. */
export function elementAt(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) {
    if (!current) return undefined;
    current = firstElement(current, name);
  }
  return current;
}

/** Every element of the last name under the path of the others: `elementsAt(bill, 'actions', 'item')`. */
export function elementsAt(node: XmlNode | undefined, ...path: string[]): XmlNode[] {
  const last = path.at(-1);
  if (!node || last === undefined) return [];
  const parent = elementAt(node, ...path.slice(0, -1));
  return parent ? elementsOf(parent, last) : [];
}

/** The collapsed text at a path (see elementAt), or null when it is missing or empty. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string | null {
  const value = textOf(elementAt(node, ...path));
  return value === '' ? null : value;
}

/** Every descendant element (document order) for which `match` is true. */
export function findAll(nodes: XmlNode[], match: (node: XmlNode) => boolean): XmlNode[] {
  const found: XmlNode[] = [];
  const visit = (node: XmlNode) => {
    if (!tagOf(node)) return;
    if (match(node)) found.push(node);
    for (const child of childrenOf(node)) visit(child);
  };
  for (const node of nodes) visit(node);
  return found;
}

/** The document's root element. */
export function rootElement(nodes: XmlNode[]): XmlNode | undefined {
  return nodes.find((node) => tagOf(node) !== undefined);
}
