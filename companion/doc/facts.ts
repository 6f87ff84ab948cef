/**
 * Items under a step that only state a fact: what a setting means ("Source: where the group comes from"), a
 * consequence ("If you pick **A**, the traffic is billed at the internal rate."), a limit ("The name may hold 64
 * characters at most."), a default ("Retention: 30 days by default."), a state the step needs ("The instance must be
 * **Stopped**."). They ask for nothing, name no control to act on and set no field: information about their step, not
 * sub-steps (steps.ts keeps them as the step's `facts`). An item that sets a field, names a choice to take or tells the
 * reader to do something stays a sub-step.
 */
import { UI_CUE } from './phrases';
import type { DocStep, Intent } from './types';

/** Whether a sub-step's item only states a fact. */
export function statesFact(step: DocStep): boolean {
  if (step.substeps.length || !step.text.trim()) return false;
  if (!step.intents.every(saysNothingToDo)) return false;
  if (step.marks?.some((m) => m.kind === 'icon')) return false;
  // An item that opens with a label ("- **Keep Password** leaves the password as it is", "- **Port**: 8080") is about
  // that label: a choice or field of the form, named for the reader to act on.
  if (step.marks?.length && OPENS_WITH_LABEL.test(step.markdown.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ''))) return false;
  const said = statement(step.text);
  // A label alone ("- **Notification**" under "configure the following items") names a part to act on.
  const words = (step.marks ?? []).reduce((t, m) => t.split(m.text).join(' '), said);
  return /[\p{L}\p{N}]{2}/u.test(words) && !DOES.test(said) && !UI_CUE.test(said) && !/[=＝]/.test(said);
}

/**
 * Whether one sentence of a step, after its instruction, only states a fact ("The key of the new tag is `x`.", "Both
 * **A** and **B** are offered.", "如果…，则…为**X**"): the same test as an item's, on the sentence with its labels and
 * values (`named`) left out, so a label that holds a verb ("**Delete Rule**") asks nothing. A sentence that tells
 * the reader what they must or should do is no fact.
 */
export function sentenceStatesFact(sentence: string, named: string[]): boolean {
  const said = named.reduce((t, n) => (n ? t.split(n).join(' ') : t), statement(sentence));
  return /[\p{L}]{2}/u.test(said) && !DOES.test(said) && !UI_CUE.test(said) && !MUST.test(said) && !/[=＝]/.test(said);
}

/** Words that put an ask on the reader ("you must …", "您需要…", "请…"); a limit on a thing ("the name must …") asks nothing. */
const MUST = /\byou\b[^.,;]*\b(?:must|should|need|have\s+to)\b|\b(?:make\s+sure|ensure|please)\b|(?:您|你)(?:还|也)?(?:需要|必须|应|要)|请(?!求)|务必/i;

/** The fact as a condition of its step: what it says, with nothing to do under it. */
export function factOf(step: DocStep): Intent {
  return { kind: 'when', text: step.text, then: [] };
}

const OPENS_WITH_LABEL = /^(?:[(（][^)）]{1,12}[)）]\s*)?(?:\*\*|__|!\[|`)/;

/** A bold text the rules could not place, or a condition with only such texts under it. */
const saysNothingToDo = (i: Intent): boolean => i.kind === 'mention' || (i.kind === 'when' && !i.choice && i.then.every((t) => t.kind === 'mention'));

/**
 * What the item states once its own condition ("If you select **A** and click **OK**, …", "选择**A**时，…") and the words
 * of a default ("默认选择为", "selected by default") are set apart: a verb there is the condition's, not an ask.
 */
function statement(text: string): string {
  return text
    .replace(CONDITION, '')
    .replace(DEFAULT, ' ')
    .replace(NOUN_OF_VERB, ' ')
    .replace(PURPOSE, ' ')
    .trim();
}

const CONDITION =
  /^\s*(?:(?:if|when|after|once|in case|as long as)\b[^,.;:]*,|(?:如果|假如|若|当|如)[^，,。；]*[，,]|[^，,。；：:]{1,40}(?:时|后|的情况下)[，,])\s*(?:则|那么|then\s+)?/i;
/** What a thing is for ("is used to set …", "can be used to filter …", "用于设置…"): a description, not an ask. */
const PURPOSE = /\b(?:(?:is|are|can\s+be)\s+)?used\s+to\s+\w+|用于(?:设置|配置|指定|筛选|查看)/gi;
/** A verb that is part of a noun ("登录密码", "配置信息", "设置项"): names a thing, asks nothing. */
const NOUN_OF_VERB = /(?:登录|配置|设置|输入)(?=密码|名|凭证|地址|方式|用户名|账号|信息|项|文件|框)/g;
const DEFAULT = /默认(?:选择|选中|勾选|设置|开启|关闭|打开)?(?:为|是)?|\b(?:is|are)\s+(?:selected|enabled|disabled|used|set)\s+by\s+default\b|\bby\s+default\b/gi;

/** A verb that asks the reader to do something (in any position: an item that holds one is no plain fact). */
const DOES = new RegExp(
  [
    String.raw`\b(?:click|double-click|tap|hover|select|choose|pick|enter|type|input|set|specify|configure|fill|find|locate|search|log\s+(?:on|in|off)|sign\s+in|go\s+to|navigate|open|close|clear|add|create|delete|remove|modify|change|edit|update|upload|download|install|run|execute|submit|save|confirm|copy|record|purchase|buy|apply|grant|attach|detach|bind|unbind|switch|turn\s+(?:on|off)|enable|disable|check|complete|view|follow|repeat|read|release|stop|start|restart|reboot|refresh|scan|wait|filter|drag|import|export|skip|adjust|contact|submit|perform|make\s+sure|ensure)\b`,
    '单击|点击|双击|选择|选中|勾选|输入|设置|配置|填写|找到|查找|搜索|登录|前往|进入|打开|关闭|开启|启用|禁用|创建|新建|添加|删除|移除|修改|更改|编辑|上传|下载|安装|运行|执行|提交|保存|确认|复制|记录|购买|申请|授权|绑定|解绑|切换|完成|查看|参考|重复|释放|停止|启动|重启|刷新|扫描|指定|拖动|取消|调整|跳过|导入|导出|筛选|等待|确保|联系',
  ].join('|'),
  'i',
);
