/**
 * Writes a planned task as a task file (SPEC section 3): front matter, then a help-center style procedure in
 * English or Chinese, in the set phrases the doc parser reads (companion/doc/phrases.ts).
 */
import { stringify } from 'yaml';
import type { TaskFrontMatter } from '../../protocol/task';
import { isProductKey, PRODUCTS, type ProductKey } from '../task/products';
import type { Lang } from './catalog';
import type { FieldValue, PlanStep, PlannedTask } from './plan';

export type Locale = 'en-US' | 'zh-CN';

export interface RenderContext {
  product: ProductKey;
  locale: Locale;
  /** Reads a vocabulary label key in the task's language. */
  label(key: string): string;
}

const bold = (s: string) => `**${s}**`;
const code = (s: string) => `\`${s}\``;

/**
 * `VSwitch` -> `vSwitch`, `SecurityGroup` -> `security group`, `Vpc` -> `VPC`, `DBInstance` -> `DB instance`,
 * `CdnDomain` -> `CDN domain`: acronyms and product names stay upper case, other words lower case.
 */
export function nounWords(noun: string): string {
  if (/^[A-Z][A-Z][a-z]/.test(noun)) return noun[0].toLowerCase() + noun.slice(1);
  const words = noun.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [noun];
  return words.map((w) => (/^[A-Z]{2,}$/.test(w) || isProductKey(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase())).join(' ');
}

const VERB_EN = { create: 'Create', read: 'View', update: 'Modify', delete: 'Delete' } as const;
const VERB_ZH = { create: '创建', read: '查看', update: '修改', delete: '删除' } as const;

export const fileNameOf = (task: PlannedTask) => `explore-${task.verb}-${task.resource}.md`;

export function renderTask(task: PlannedTask, ctx: RenderContext): string {
  const zh = ctx.locale === 'zh-CN';
  const lang: Lang = zh ? 'zh' : 'en';
  const what = zh ? ctx.label(task.page) : nounWords(task.noun);
  const title = zh ? `${VERB_ZH[task.verb]}${what}` : `${VERB_EN[task.verb]} ${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what}`;
  const front: TaskFrontMatter = {
    id: `${ctx.product}/${fileNameOf(task).replace(/\.md$/, '')}`,
    title,
    product: ctx.product,
    difficulty: 'standard',
    locale: ctx.locale,
    start: PRODUCTS[ctx.product].emulatorPath,
    variant: null,
    requires: task.requires,
    inputs: task.inputs,
    // `succeeded` defaults to true: left out, as people write rules.
    success: task.success.map(({ succeeded, ...rule }) => (succeeded ? rule : { ...rule, succeeded })) as TaskFrontMatter['success'],
    judge: null,
    expect: { verdict: 'verified', defects: [] },
  };
  const steps = task.steps.map((s, i) => `${i + 1}. ${stepText(s, ctx, lang, what)}`);
  const page = bold(ctx.label(task.page));
  const body = zh
    ? [`# ${title}`, '', `本文介绍如何在控制台${title}。本文由 aca explore 根据控制台的词汇表生成。`, '', '## 操作步骤', ...steps, '', '## 执行结果', resultZh(task, page), '']
    : [`# ${title}`, '', `This topic describes how to ${title[0].toLowerCase()}${title.slice(1)} in the console. It was written by aca explore from the console's vocabulary.`, '', '## Procedure', ...steps, '', '## Result', resultEn(task, page, what), ''];
  return `---\n${stringify(front, { lineWidth: 0 })}---\n${body.join('\n')}`;
}

function valueText(value: FieldValue, lang: Lang): string {
  return 'option' in value ? bold(value.option[lang]) : code(value.text);
}

function stepText(step: PlanStep, ctx: RenderContext, lang: Lang, what: string): string {
  const zh = lang === 'zh';
  const path = (keys: string[]) => keys.map((k) => bold(ctx.label(k))).join(' > ');
  switch (step.kind) {
    case 'open-console':
      return zh ? `登录${PRODUCTS[ctx.product].aliases[0]}管理控制台。` : `Log on to the ${PRODUCTS[ctx.product].aliases[0]} console.`;
    case 'navigate':
      if (zh) return `在左侧导航栏，${step.path.length > 1 ? '选择' : '单击'}${path(step.path)}。`;
      return `In the left-side navigation pane, ${step.path.length > 1 ? 'choose' : 'click'} ${path(step.path)}.`;
    case 'region':
      return zh ? '在顶部菜单栏，选择资源所在的地域。' : 'In the top navigation bar, select the region where the resources reside.';
    case 'open-form':
      return zh ? `在${bold(ctx.label(step.page))}页面，单击${bold(ctx.label(step.button))}。` : `On the ${bold(ctx.label(step.page))} page, click ${bold(ctx.label(step.button))}.`;
    case 'fields': {
      // Without a section (a dialog's few fields) each field is a sentence of its own, as docs write dialogs.
      if (!step.section) {
        const sentences = step.fields.map((f) => {
          const field = bold(ctx.label(f.label));
          if (f.select) return zh ? `选择${field}为${valueText(f.value, lang)}。` : `Select ${valueText(f.value, lang)} for ${field}.`;
          return zh ? `设置${field}为${valueText(f.value, lang)}。` : `Set ${field} to ${valueText(f.value, lang)}.`;
        });
        return sentences.join(zh ? '' : ' ');
      }
      const lead = step.section
        ? zh ? `在${bold(ctx.label(step.section))}区域，完成以下配置：` : `In the ${bold(ctx.label(step.section))} section, configure the following parameters:`
        : zh ? '完成以下配置：' : 'Configure the following parameters:';
      const lines = step.fields.map((f) => {
        const verb = f.select ? (zh ? '选择' : 'Select') : zh ? '输入' : 'Enter';
        return zh ? `   - ${bold(ctx.label(f.label))}：${verb}${valueText(f.value, lang)}。` : `   - ${bold(ctx.label(f.label))}: ${verb} ${valueText(f.value, lang)}.`;
      });
      return [lead, ...lines].join('\n');
    }
    case 'row-action': {
      const click = step.path.length > 1 ? (zh ? '选择' : 'choose') : zh ? '单击' : 'click';
      const actions = bold(ctx.label('common.actions'));
      return zh
        ? `找到名为${code(step.target)}的${what}，在其${actions}列中${click}${path(step.path)}。`
        : `Find the ${what} named ${code(step.target)} and ${click} ${path(step.path)} in the ${actions} column.`;
    }
    case 'dialog': {
      const parts = zh
        ? [
            ...step.texts.map((f) => `设置${bold(ctx.label(f.label))}为${code(f.value)}。`),
            ...step.choices.map((c) => `选择${bold(ctx.label(c.label))}为${bold(ctx.label(c.option))}。`),
            ...step.checks.map((c) => `勾选${bold(ctx.label(c))}。`),
            ...[...step.continues, step.confirm].map((b) => `单击${bold(ctx.label(b))}。`),
          ]
        : [
            ...step.texts.map((f) => `set ${bold(ctx.label(f.label))} to ${code(f.value)}.`),
            ...step.choices.map((c) => `select ${bold(ctx.label(c.option))} for ${bold(ctx.label(c.label))}.`),
            ...step.checks.map((c) => `Select the ${bold(ctx.label(c))} check box.`),
            ...[...step.continues, step.confirm].map((b) => `Click ${bold(ctx.label(b))}.`),
          ];
      if (zh) return `在${bold(ctx.label(step.title))}对话框中，${parts.join('')}`;
      const [first, ...rest] = parts;
      return [`In the ${bold(ctx.label(step.title))} dialog box, ${first[0].toLowerCase()}${first.slice(1)}`, ...rest].join(' ');
    }
    case 'click':
      return zh ? `单击${bold(ctx.label(step.label))}。` : `Click ${bold(ctx.label(step.label))}.`;
  }
}

function resultEn(task: PlannedTask, page: string, what: string): string {
  if (task.verb === 'create') return `The new ${what} appears on the ${page} page.`;
  if (task.verb === 'delete') return `The ${what} no longer appears on the ${page} page.`;
  if (task.verb === 'update') return `The ${what} shows the new values on the ${page} page.`;
  return `The console shows the details of the ${what}.`;
}

function resultZh(task: PlannedTask, page: string): string {
  if (task.verb === 'create') return `新建的资源显示在${page}页面。`;
  if (task.verb === 'delete') return `该资源不再显示在${page}页面。`;
  if (task.verb === 'update') return `该资源在${page}页面显示修改后的信息。`;
  return '控制台显示该资源的详细信息。';
}
