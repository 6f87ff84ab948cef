/**
 * A strict, small XML parser for tests: it throws on anything that is not well-formed (unbalanced tags, raw
 * `<` or `&` in text, unquoted or duplicate attributes, unknown entities, forbidden characters) and returns the
 * tree with entities decoded, so tests can check that text survives the round trip.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function decode(text: string, where: number): string {
  if (FORBIDDEN.test(text)) throw new Error(`forbidden character near ${where}`);
  if (text.includes('<')) throw new Error(`raw < near ${where}`);
  return text.replace(/&([^;]*);?/g, (match, body: string) => {
    if (!match.endsWith(';')) throw new Error(`bare & near ${where}`);
    if (body in ENTITIES) return ENTITIES[body];
    const num = /^#(?:x([0-9a-fA-F]+)|(\d+))$/.exec(body);
    if (!num) throw new Error(`unknown entity &${body}; near ${where}`);
    return String.fromCodePoint(num[1] ? parseInt(num[1], 16) : Number(num[2]));
  });
}

export function parseXml(xml: string): XmlElement {
  let i = 0;
  const expect = (s: string) => {
    if (!xml.startsWith(s, i)) throw new Error(`expected ${JSON.stringify(s)} at ${i}, found ${JSON.stringify(xml.slice(i, i + 20))}`);
    i += s.length;
  };
  const space = () => {
    while (/\s/.test(xml[i] ?? '')) i++;
  };
  const name = () => {
    const m = NAME.exec(xml.slice(i));
    if (!m) throw new Error(`expected a name at ${i}`);
    i += m[0].length;
    return m[0];
  };
  const element = (): XmlElement => {
    expect('<');
    const el: XmlElement = { name: name(), attrs: {}, children: [], text: '' };
    for (;;) {
      const before = i;
      space();
      if (xml.startsWith('/>', i)) return (i += 2), el;
      if (xml[i] === '>') break;
      if (i === before) throw new Error(`expected whitespace before attribute at ${i}`);
      const key = name();
      if (key in el.attrs) throw new Error(`duplicate attribute ${key}`);
      expect('="');
      const end = xml.indexOf('"', i);
      if (end < 0) throw new Error('unterminated attribute');
      el.attrs[key] = decode(xml.slice(i, end), i);
      i = end + 1;
    }
    i++;
    for (;;) {
      const lt = xml.indexOf('<', i);
      if (lt < 0) throw new Error(`unclosed <${el.name}>`);
      el.text += decode(xml.slice(i, lt), i);
      i = lt;
      if (xml.startsWith('</', i)) {
        i += 2;
        const close = name();
        if (close !== el.name) throw new Error(`</${close}> closes <${el.name}>`);
        space();
        expect('>');
        return el;
      }
      el.children.push(element());
    }
  };
  space();
  if (xml.startsWith('<?xml', i)) i = xml.indexOf('?>', i) + 2;
  space();
  const root = element();
  space();
  if (i !== xml.length) throw new Error(`content after the root element at ${i}`);
  return root;
}

/** Every element named `name` in the tree, depth first. */
export function findAll(el: XmlElement, name: string): XmlElement[] {
  return [...(el.name === name ? [el] : []), ...el.children.flatMap((c) => findAll(c, name))];
}
