/**
 * Two fields named in one plain phrase that shares its noun: "enter the image name and description" sets the image's
 * name and the image's description, "输入镜像名称和描述" 镜像名称 and 镜像描述. With no field of the whole phrase on the
 * page and a field for each part, the parts are filled one a turn, each with the reader's value.
 */
import type { Element } from '../../../protocol';
import { findField } from './ground';
import { normalize } from './match';

/** "image name and description" → ["image name", "image description"]; "镜像名称和描述" → ["镜像名称", "镜像描述"]. */
export function fieldParts(field: string): string[] | null {
  const text = normalize(field);
  const en = /^(?:the\s+|an?\s+)?((?:[a-z][\w-]*\s+){1,3})([a-z][\w-]*)\s+(?:and|or|&)\s+(?:the\s+|a\s+)?([a-z][\w-]*)$/.exec(text);
  if (en) {
    const noun = en[1].trim();
    return [`${noun} ${en[2]}`, `${noun} ${en[3]}`];
  }
  // "镜像名称和描述": the noun is what comes before the first part's own word (名称, 名字).
  const zh = /^([\u3400-\u9fff]{2,8}?)(名称|名字|描述|备注)(?:和|及|与|以及|、)(名称|名字|描述|备注)$/.exec(text.replace(/\s+/g, ''));
  if (zh) return [`${zh[1]}${zh[2]}`, `${zh[1]}${zh[3]}`];
  return null;
}

/** The fields of the parts when the page has one for each, distinct, and none for the whole phrase; else null. */
export function partFields(field: string, elements: Element[]): { part: string; element: Element }[] | null {
  const parts = fieldParts(field);
  if (!parts || findField(elements, field)?.exact) return null;
  const found = parts.map((part) => ({ part, element: findField(elements, part)?.element }));
  if (found.some((f) => !f.element) || new Set(found.map((f) => f.element!.ref)).size !== found.length) return null;
  return found as { part: string; element: Element }[];
}
