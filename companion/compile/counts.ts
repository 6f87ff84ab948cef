/**
 * How many of a resource a sentence says there are ("three enabled A records", "三条…A 记录"), and the values it
 * gives them: a DNS record is written as its host, its type and its value ("host `www`", "A record", "(1.1.1.1,
 * 2.2.2.2)"), the attributes the provisioner creates it with.
 */
import type { ResourceTypeName } from '../cloud/resources/index';
import type { Kind } from './kinds';

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
/** A count: an English number word or digits before a word, or a Chinese numeral with its measure word. */
const COUNT = /\b(one|two|three|four|five|six|[1-6])\s+(?=[a-z])|([一两二三四五六])\s*(?:条|个|台|块|张|份)/gi;

/** The most copies of one resource a sentence can ask for. */
const MOST = 6;

/**
 * The count the clause gives the kind: the first count whose following words name it (`kindsAfter` reads what
 * follows a position), else 1.
 */
export function countOf(clause: string, kind: Kind, kindsAfter: (text: string) => Kind[]): number {
  for (const m of clause.matchAll(COUNT)) {
    const n = NUMBERS[(m[1] ?? m[2]).toLowerCase()] ?? Number(m[1]);
    if (!n || n < 2) continue;
    if (kindsAfter(clause.slice(m.index + m[0].length))[0] === kind) return Math.min(n, MOST);
  }
  return 1;
}

const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;

/** The values a sentence gives a resource of the type, one set per copy. */
const GIVEN: Partial<Record<ResourceTypeName, (clause: string, count: number) => Array<Record<string, string>>>> = {
  alidns_record: (clause, count) => {
    const rr = /(?:\bhost(?:\s+record)?|主机记录)\s*(?:为|是|is|of)?\s*`?([A-Za-z0-9@*][\w.*-]*)/i.exec(clause)?.[1];
    const type = /\b(A|AAAA|CNAME|MX|TXT|NS)\s*(?:records?\b|记录)/.exec(clause)?.[1];
    const values = [...clause.matchAll(IPV4)].map((m) => m[0]);
    return Array.from({ length: count }, (_, i) => ({
      ...(rr && !/^(?:and|or|the|a|an|of|is|to|with|name|names|record|records)$/i.test(rr) ? { RR: rr } : {}),
      ...(type ? { Type: type } : {}),
      ...(values.length === count ? { Value: values[i] } : {}),
    }));
  },
};

/** The attributes of each copy of a resource the clause describes (empty objects when it gives none). */
export function givenAttributes(type: ResourceTypeName, clause: string, count: number): Array<Record<string, string>> {
  return GIVEN[type]?.(clause, count) ?? Array.from({ length: count }, () => ({}));
}

/**
 * A parameter the create form requires that a doc creating the resource may leave out altogether, as the reader's to
 * choose: a DNS record's host record (主机记录, `RR`; AddDomainRecord refuses a record without one) when the page gives
 * only the records' lines and addresses. The input is named after the form's box, so the reader types it there.
 */
export const READER_CHOSEN: Partial<Record<ResourceTypeName, { param: string; input: string; value: string; label: string }>> = {
  alidns_record: { param: 'RR', input: 'hostRecord', value: 'www', label: '主机记录 (Host Record)' },
};

