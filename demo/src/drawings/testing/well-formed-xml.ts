/**
 * A strict well-formedness check for the SVG the media routes write (tags balanced, attributes
 * quoted and unique, every & an entity, one root element). Node has no XML parser built in, and
 * this is all the tests need of one.
 */

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.:-]*)\s*=\s*("[^"<]*"|'[^'<]*')/y;
const ENTITY = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;

function checkText(text: string, at: number): void {
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
    ENTITY.lastIndex = i;
    if (!ENTITY.test(text)) throw new Error(`bare & at ${at + i}`);
  }
}

export function assertWellFormedXml(xml: string): void {
  const open: string[] = [];
  let roots = 0;
  let i = xml.startsWith('<?xml') ? xml.indexOf('?>') + 2 : 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (open.length === 0 && text.trim() !== '') throw new Error(`text outside the root at ${i}`);
    checkText(text, i);
    if (lt === -1) break;
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt);
      if (end === -1) throw new Error(`unclosed comment at ${lt}`);
      i = end + 3;
      continue;
    }
    const closing = xml[lt + 1] === '/';
    NAME.lastIndex = lt + (closing ? 2 : 1);
    const name = NAME.exec(xml)?.[0];
    if (!name) throw new Error(`bad tag name at ${lt}`);
    let j = NAME.lastIndex;
    if (closing) {
      const end = xml.indexOf('>', j);
      if (end === -1 || xml.slice(j, end).trim() !== '')
        throw new Error(`bad closing tag at ${lt}`);
      const expected = open.pop();
      if (expected !== name)
        throw new Error(`</${name}> at ${lt} closes <${expected ?? 'nothing'}>`);
      i = end + 1;
      continue;
    }
    const seen = new Set<string>();
    for (;;) {
      ATTRIBUTE.lastIndex = j;
      const attribute = ATTRIBUTE.exec(xml);
      if (!attribute) break;
      const [, attributeName, value] = attribute as unknown as [string, string, string];
      if (seen.has(attributeName)) throw new Error(`duplicate attribute ${attributeName} at ${j}`);
      seen.add(attributeName);
      checkText(value, j);
      j = ATTRIBUTE.lastIndex;
    }
    const rest = /\s*(\/?)>/y;
    rest.lastIndex = j;
    const end = rest.exec(xml);
    if (!end) throw new Error(`malformed <${name}> at ${lt}`);
    if (open.length === 0 && ++roots > 1) throw new Error(`second root element at ${lt}`);
    if (end[1] !== '/') open.push(name);
    i = rest.lastIndex;
  }
  if (open.length > 0) throw new Error(`unclosed <${open.join('>, <')}>`);
  if (roots !== 1) throw new Error('no root element');
}
