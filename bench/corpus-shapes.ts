/**
 * The shape of a sentence the reader left unread, for bench/corpus.ts: its marks as {B} (bold), {I} (icon), {V}
 * (code), the phrasing words the reader's rules are made of kept, every other run of words as "…". A shape says
 * how the help center phrases a step without repeating what it says ("click {B} to the right of {B}",
 * "{B}：…").
 */
import { unreadMarks } from '../companion/doc/coverage';
import type { DocStep, Mark } from '../companion/doc/types';

const EN_WORDS = new Set(
  `a an the this that these those it its to of in on at by for from with into onto over under above below next and or
  then after before when if you your can also click double-click clicking select selecting choose choosing enter
  entering type set change specify configure add create delete remove modify edit find locate search go log logon
  open navigate access visit view move pointer hover check clear turn enable disable switch drag upload download
  copy paste wait confirm read follow following one method methods way ways step steps parameter parameters
  setting settings field fields value values option options page pages section sections dialog box tab tabs
  column columns list drop-down icon icons button link menu pane panel navigation left-side left right top upper
  upper-right upper-left lower bottom corner area wizard window message console row appears displayed shown is are
  be as such e.g. example want need required optional other all required name names id ids state status
  region regions instance instances`
    .split(/\s+/)
    .filter(Boolean),
);
const ZH_WORDS = [
  '单击', '点击', '双击', '选择', '选中', '勾选', '输入', '填写', '设置', '修改', '配置', '添加', '创建', '删除', '找到', '查找', '搜索',
  '登录', '进入', '前往', '访问', '打开', '关闭', '开启', '切换', '确认', '阅读', '查看', '将鼠标', '悬停', '移至', '拖动', '上传', '下载',
  '在', '的', '中', '为', '并', '然后', '和', '或', '及', '、', '后', '时', '如果', '您', '可以', '需要', '也', '右侧', '左侧', '上方',
  '下方', '右上角', '左上角', '页面', '页签', '区域', '对话框', '面板', '列表', '列', '参数', '配置项', '以下', '如下', '方式',
  '之一', '图标', '按钮', '链接', '菜单', '导航栏', '控制台', '地域', '实例', '状态', '变为', '显示', '弹出', '操作', '更多',
];
const ZH = new RegExp(ZH_WORDS.sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');

const PLACEHOLDER = /\{[BIV]\}/g;

/** The step's text with its marks replaced by placeholders, split into sentences. */
function sentencesWithMarks(step: DocStep): Array<{ text: string; marks: Mark[] }> {
  let text = step.text;
  const located: Array<{ at: number; mark: Mark }> = [];
  let from = 0;
  for (const mark of step.marks ?? []) {
    if (!mark.text) continue;
    const at = text.indexOf(mark.text, from);
    if (at < 0) continue;
    const ph = mark.kind === 'label' ? '{B}' : mark.kind === 'icon' ? '{I}' : '{V}';
    text = text.slice(0, at) + ph + text.slice(at + mark.text.length);
    located.push({ at, mark });
    from = at + ph.length;
  }
  const out: Array<{ text: string; marks: Mark[] }> = [];
  let start = 0;
  for (const m of [...text.matchAll(/[.!?](?=\s)|[。！？；;]/g), { index: text.length, 0: '' }]) {
    const end = (m.index ?? text.length) + (m[0] ? 1 : 0);
    const piece = text.slice(start, end);
    if (piece.trim()) out.push({ text: piece.trim(), marks: located.filter((l) => l.at >= start && l.at < end).map((l) => l.mark) });
    start = end;
  }
  return out;
}

/** Abstracts a sentence: placeholders and phrasing words stay, other words become "…". */
export function shapeOf(sentence: string): string {
  const parts: string[] = [];
  const pieces = sentence.split(/(\{[BIV]\})/);
  for (const piece of pieces) {
    if (PLACEHOLDER.test(piece)) {
      PLACEHOLDER.lastIndex = 0;
      parts.push(piece);
      continue;
    }
    for (const token of piece.match(/[\u4e00-\u9fff]+|[A-Za-z][\w.-]*|[^\s\w\u4e00-\u9fff]/g) ?? []) {
      if (/^[\u4e00-\u9fff]/.test(token)) {
        let last = 0;
        for (const m of token.matchAll(ZH)) {
          if ((m.index ?? 0) > last) parts.push('…');
          parts.push(m[0]);
          last = (m.index ?? 0) + m[0].length;
        }
        if (last < token.length) parts.push('…');
      } else if (/^[A-Za-z]/.test(token)) parts.push(EN_WORDS.has(token.toLowerCase()) ? token.toLowerCase() : '…');
      else if (/[,，:：()（）>＞]/.test(token)) parts.push(token);
    }
  }
  // Words are spaced; Chinese, placeholders and punctuation around Chinese are not.
  const latin = (p: string) => /^[A-Za-z]/.test(p);
  let out = '';
  for (const p of parts) {
    const prev = out.slice(-1);
    const spaced = out && (latin(p) || p === '>' || /[A-Za-z.>]$/.test(out)) && !/^[,，:：)）]/.test(p) && !/[(（]$/.test(out);
    out += (spaced ? ' ' : '') + (p === '…' && prev === '…' ? '' : p);
  }
  return out.replace(/…(?:\s*…)+/g, '…').trim();
}

/** The shapes of what a step (with its sub-steps) left unread: sentences with unread marks, or, with no intent, the first. */
export function unreadShapes(step: DocStep): string[] {
  const out: string[] = [];
  const visit = (s: DocStep) => {
    const unread = unreadMarks(s);
    const sentences = sentencesWithMarks(s);
    if (unread.length) {
      for (const sentence of sentences) if (sentence.marks.some((m) => unread.includes(m))) out.push(shapeOf(sentence.text));
    } else if (!s.intents.some((i) => i.kind !== 'mention') && !s.substeps.length && sentences[0]) out.push(shapeOf(sentences[0].text));
    s.substeps.forEach(visit);
  };
  visit(step);
  return out;
}
