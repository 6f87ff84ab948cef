/**
 * The help center writes an icon-only control as an image: `![more](p1234.png)`, `![The Edit icon](p5.png)`,
 * `![](check%20icon.png)`, `![更多](p6.png)`. The reader needs the word the console's observation gives the same
 * control (the page runtime names icon-only controls "⋮ More", "edit", "settings", "refresh" …), so an icon is
 * named by its alt text, else by its file name when that says something, else it has no name ('').
 */

/** Words that say "this is an icon" or "this is a picture" rather than which one. */
const GENERIC = /^(?:the|an?|icon|icons|image|img|picture|screenshot|button|logo|图标|按钮|图片|截图|示意图)$/i;
const FILLER = /\b(?:the|an?|icon|button|image|img)\b|图标|按钮|图片/gi;

/** Icons written in several ways that the console shows as one control. */
const CANONICAL: Array<[RegExp, string]> = [
  [/^(?:⋮|⋯|…|\.{3}|more|more actions|three dots|dots|ellipsis|vertical ellipsis)$/i, 'More'],
  // Chinese pages write the same icon as 更多 or 更多操作 ("more actions").
  [/^更多(?:操作)?$/, '更多'],
  [/^(?:edit|pencil|modify|edit name)$/i, 'Edit'],
  [/^(?:settings?|gear|cog|configure)$/i, 'Settings'],
  [/^(?:refresh|reload)$/i, 'Refresh'],
  [/^(?:download|export)$/i, 'Download'],
  [/^(?:delete|remove|trash|trash can|bin)$/i, 'Delete'],
  [/^(?:add|plus|create)$/i, 'Add'],
  [/^(?:copy|duplicate)$/i, 'Copy'],
  [/^(?:search|magnifier)$/i, 'Search'],
  [/^(?:filter|funnel)$/i, 'Filter'],
  [/^(?:help|question|question mark)$/i, 'Help'],
];

/** A file name that names nothing: "p12345.png", "15433856307167_en-US.png", "image.png". */
const OPAQUE = /^(?:p?\d+|\d+_(?:en-US|zh-CN|ja-JP)|img\d*|image\d*|pic\d*|icon\d*|screenshot\d*)$/i;

export function iconName(alt: string, url: string): string {
  const fromAlt = clean(alt);
  if (fromAlt) return canonical(fromAlt);
  const file = fileWords(url);
  return file ? canonical(file) : '';
}

function clean(text: string): string {
  // An alt text written as a file slug ("edit-tag", "more_actions") names the icon in words.
  const words = (/^[a-z0-9]+(?:[-_][a-z0-9]+)+$/i.test(text.trim()) ? text.replace(/[-_]+/g, ' ') : text).replace(/\s+/g, ' ').trim();
  if (!words || GENERIC.test(words)) return '';
  const rest = words.replace(FILLER, ' ').replace(/\s+/g, ' ').trim();
  return rest && !GENERIC.test(rest) && !OPAQUE.test(rest) ? rest : '';
}

function fileWords(url: string): string {
  let base = url.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    base = decodeURIComponent(base);
  } catch {
    // A malformed escape: read the name as it is.
  }
  base = base.replace(/\.[a-z0-9]{2,4}$/i, '');
  if (OPAQUE.test(base)) return '';
  const words = base.replace(/[_\-+]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return clean(words);
}

function canonical(words: string): string {
  const hit = CANONICAL.find(([re]) => re.test(words));
  return hit ? hit[1] : words;
}
