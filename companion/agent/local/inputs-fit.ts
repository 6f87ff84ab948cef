/**
 * The task's inputs for a field the doc leaves to the reader ("enter the name and email address of the contact"):
 * an input is the value the reader chose, named in camelCase after what it is (`contactName`, `email`,
 * `dingTalkChatbot`). A field takes the input whose name's words it shares, by the doc's words or the console's label.
 */

/** Chinese field words and the English words input names use for them. */
const ZH: Array<[RegExp, string]> = [
  [/域名/, 'domain name'],
  [/姓名|名称|名字|组名/, 'name'],
  [/手机|电话/, 'phone'],
  [/邮箱|邮件/, 'email'],
  [/旺旺/, 'ali im'],
  [/钉钉/, 'ding talk'],
  [/机器人/, 'chatbot'],
  [/标识/, 'identifier'],
  [/描述|备注/, 'description'],
  // A site's pages: the homepage is its index document, the 404 page its error document.
  [/首页|主页/, 'index'],
  [/404\s*页|错误(?:页|文档)/, 'error'],
  [/前缀/, 'prefix'],
  [/天数/, 'days'],
  [/地址/, 'address'],
  [/过期时间/, 'expire'],
  [/权重/, 'weight'],
  [/类型/, 'type'],
  [/带宽/, 'bandwidth'],
  [/峰值/, 'peak'],
];

const words = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function english(label: string): string {
  // The Chinese words give way to their English (digits inside them, "404 页", are part of the word).
  return ZH.reduce((text, [zh, en]) => text.replace(zh, ` ${en} `), label);
}

/**
 * How well an input name fits a label: 2 and more when the label holds every word of the name ("email" in "Email
 * address", "dingTalkChatbot" in "DingTalk chatbot"; the more words, the better), 1 when the name holds every word of the label ("Name" in `contactName`),
 * 0 otherwise. Words are compared without spaces, so "DingTalk" is "ding talk".
 */
function fit(key: string, label: string): number {
  const labelWords = words(english(label));
  const keyWords = words(key);
  if (!labelWords.length || !keyWords.length) return 0;
  const [labelText, keyText] = [labelWords.join(''), keyWords.join('')];
  if (keyWords.every((w) => labelText.includes(w))) return 2 + keyWords.length / 100;
  if (labelWords.every((w) => keyText.includes(w))) return 1;
  return 0;
}

/** The input for a field named by any of `labels` (the doc's word first, then the console's label), if one fits. */
export function inputFitting(labels: string[], inputs: Record<string, string>): string | undefined {
  let best: { value: string; score: number } | undefined;
  for (const [key, value] of Object.entries(inputs)) {
    const score = Math.max(0, ...labels.map((l) => fit(key, l)));
    if (score && (!best || score > best.score)) best = { value, score };
  }
  return best?.value;
}
