import { describe, expect, it } from 'vitest';
import { classify, isBackOut, isDestructive, isInformative, normalize } from './lexicon';

const effectOf = (text: string, scope: 'label' | 'text' = 'label') => classify(text, scope)?.effect ?? null;

describe('the labels of issue 15 that walked around the word list', () => {
  it.each([
    ['Roll Back', 'overwrite'], ['Re-initialize Disk', 'overwrite'], ['Replace System Disk', 'overwrite'], ['Format', 'overwrite'],
    ['Overwrite', 'overwrite'], ['Empty Bucket', 'delete'], ['Clear Data', 'delete'], ['Disable', 'disable'], ['Dissociate', 'detach'],
    ['Unassign', 'detach'], ['Cancel Authorization', 'detach'], ['BatchDelete', 'delete'],
    ['回滚', 'overwrite'], ['重新初始化磁盘', 'overwrite'], ['更换系统盘', 'overwrite'], ['格式化', 'overwrite'], ['禁用', 'disable'],
    ['停用', 'disable'], ['解除关联', 'detach'], ['取消授权', 'detach'], ['移出', 'detach'], ['退还', 'release'],
    ['刪除', 'delete'], ['釋放', 'release'], ['削除', 'delete'],
  ])('"%s" is %s', (text, effect) => {
    expect(effectOf(text)).toBe(effect);
  });
});

describe('what a console has beyond them', () => {
  it.each([
    ['Release', 'release'], ['Release Instance', 'release'], ['Unsubscribe', 'release'], ['Revoke', 'detach'], ['Revoke Permission', 'detach'],
    ['Detach', 'detach'], ['Unbind', 'detach'], ['Reset Password', 'reset'], ['Reset Instance Password', 'reset'], ['Reset', 'reset'],
    ['Purge', 'delete'], ['Delete', 'delete'], ['Schedule Deletion', 'delete'], ['Remove', 'delete'], ['Remove from Security Group', 'delete'],
    ['Disassociate', 'detach'], ['Unassociate', 'detach'], ['Pause', 'disable'], ['Stop Logging', 'disable'], ['Terminate', 'release'],
    ['Set Delete Protection', 'delete'], ['Force release', 'release'], ['Move to Recycle Bin', 'delete'], ['Uninstall', 'delete'],
    ['释放', 'release'], ['删除实例', 'delete'], ['移除', 'delete'], ['解绑', 'detach'], ['销毁', 'delete'], ['重置密码', 'reset'],
    ['暂停', 'disable'], ['关闭日志记录', 'disable'], ['解除授权', 'detach'], ['撤销', 'detach'], ['卸载', 'detach'], ['退订', 'release'],
    ['清空', 'delete'], ['计划删除', 'delete'], ['設定刪除保護', 'delete'], ['重設密碼', 'reset'], ['解除綁定', 'detach'], ['停用網域', 'disable'],
    ['解放', 'release'], ['無効化', 'disable'], ['デタッチ', 'detach'], ['上書き', 'overwrite'], ['リセット', 'reset'], ['ロールバック', 'overwrite'],
    ['一括削除', 'delete'], ['初期化', 'overwrite'], ['関連付けを解除', 'detach'],
  ])('"%s" is %s', (text, effect) => {
    expect(effectOf(text)).toBe(effect);
  });
});

describe('orders that spend money on what exists (charge): renewal and the billing method', () => {
  it.each([
    ['Renew', 'charge'], ['Configure Auto-renewal', 'charge'], ['Switch to Subscription', 'charge'], ['Switch to Pay-As-You-Go', 'charge'],
    ['续费', 'charge'], ['配置自动续费', 'charge'], ['按量付费转包年包月', 'charge'], ['包年包月转按量付费', 'charge'], ['预付费转按量付费', 'charge'],
    ['續費', 'charge'], ['隨用隨付轉訂用帳戶', 'charge'], ['自動更新', 'charge'],
  ])('"%s" is %s', (text, effect) => {
    expect(effectOf(text)).toBe(effect);
  });
  // An order button is judged by the page or dialog it ends (the Renew page's Confirm Order); billing names are not orders.
  it.each(['Confirm Order', 'Create Order', 'Subscription', 'Pay-As-You-Go', '确认订单', '包年包月', '按量付费'])('"%s" alone is not', (text) => {
    expect(effectOf(text)).toBeNull();
  });
});

describe('where the line is: disruptive words are not destructive', () => {
  it.each(['Stop', 'Restart', 'Reboot', 'Shut Down', 'Shutdown', 'Power Off', 'Force Stop', 'Restart Instance', '停止', '重启', '关机', '重新启动', '重啟', '關機', '再起動', 'シャットダウン'])('"%s" is disruptive', (text) => {
    expect(effectOf(text)).toBe('disruptive');
    expect(isDestructive(text)).toBe(false);
  });
  it('a destructive word next to a disruptive one wins', () => {
    expect(effectOf('Stop and Release')).toBe('release');
    expect(effectOf('停止并释放')).toBe('release');
  });
});

describe('spelling tricks', () => {
  it.each([
    ['Cyrillic look-alikes', 'Rеlеаsе'], // е, а are Cyrillic
    ['Greek look-alikes', 'Dеlеtе ΙΝSTΑΝCΕ'],
    ['mixed Cyrillic capitals', 'RЕLЕАSЕ'],
    ['full-width', 'Ｄｅｌｅｔｅ'],
    ['full-width Chinese brackets around', '【删除】'],
    ['mathematical bold', '𝐃𝐞𝐥𝐞𝐭𝐞'],
    ['soft hyphen', 'Re\u00adlease'],
    ['zero-width space', 'De\u200blete'],
    ['zero-width joiner and non-joiner', 'Rel\u200dea\u200cse'],
    ['word joiner and BOM', 'Dis\u2060ab\ufeffle'],
    ['bidi override', '\u202eDelete\u202c'],
    ['variation selector', 'Del\ufe0fete'],
    ['spaced letters', 'D e l e t e'],
    ['camelCase', 'deleteInstance'],
    ['PascalCase with an acronym', 'ReleaseEIPAddress'],
    ['snake_case', 'delete_instance'],
    ['kebab-case', 'roll-back'],
    ['a hyphen inside the word', 'Re-lease'],
    ['dots inside the word', 'D.e.l.e.t.e'],
    ['alternating case', 'dElEtE'],
    ['accents', 'Délète'],
    ['digits for letters', 'De1ete'],
    ['digits for letters, again', 'R3l3as3'],
    ['inflected', 'Deleting'],
    ['past tense', 'Released'],
    ['noun', 'Deletion'],
    ['half-width katakana', 'ﾘﾘｰｽ'],
    ['zero-width inside Chinese', '删\u200b除'],
    ['a space inside Chinese', '释 放'],
    ['Traditional and Simplified mixed', '刪释放'],
    ['Traditional with zero-width', '釋\u200d放'],
    ['full-width katakana with a soft hyphen', '削\u00ad除'],
  ])('%s: "%s" is destructive', (_trick, text) => {
    expect(isDestructive(text)).toBe(true);
  });
});

describe('what is not destructive', () => {
  it.each([
    'Create Instance', 'OK', 'Next', 'Search', '创建实例', '确定', 'Preset', 'Dropdown', 'Start', 'Enable', 'Restore', 'Modify', 'Model',
    '启用', '关闭', 'Close', 'Cancel', 'Cancel Deletion', 'Cancel Key Deletion', '撤销删除', '取消删除', 'Release Notes', 'Clear filters', 'Reset Filters',
    '清空筛选', 'Undelete', 'Details', 'Manage', 'Configure Listener', 'Add Backend Server', 'Purge and Prefetch'.replace('Purge', 'Refresh'), '',
  ])('"%s" is not', (text) => {
    expect(isDestructive(text)).toBe(false);
  });
  it('"Clear" and "Empty" alone are buttons that empty something; in a sentence they are words', () => {
    expect(isDestructive('Clear')).toBe(true);
    expect(isDestructive('Empty')).toBe(true);
    expect(isDestructive('The list is empty.', 'text')).toBe(false);
    expect(isDestructive('Clear the search box to see every row.', 'text')).toBe(false);
  });
  it('HTTP methods offered as choices, written as the page writes them, are data', () => {
    expect(isDestructive('DELETE')).toBe(false);
    expect(isDestructive('PURGE')).toBe(false);
    expect(isDestructive('Delete')).toBe(true);
    expect(isDestructive('DЕLETE')).toBe(true); // a Cyrillic Е: not the method's spelling, judged as usual
  });
  it('changing a password is a reset in a name (an instance\'s VNC password), not in a sentence about passwords', () => {
    for (const name of ['Modify VNC Password', 'Change Password', '修改远程连接密码', '修改管理终端密码', '修改密碼', 'パスワードの変更']) expect(classify(name, 'label')?.effect, name).toBe('reset');
    expect(isDestructive('Show Password', 'label')).toBe(false);
    expect(isDestructive('You can change the password later on this page.', 'text')).toBe(false);
  });
  it('"Format" reads as destructive in a name, not in a sentence about the format of a value', () => {
    expect(isDestructive('Format', 'label')).toBe(true);
    expect(isDestructive('The name format is invalid.', 'text')).toBe(false);
  });
});

describe('body text: what a confirmation says will happen', () => {
  it.each([
    ['The instance will be released.', 'release'],
    ['After the disk is rolled back, the data written since the snapshot cannot be recovered.', 'overwrite'],
    ['This operation cannot be undone.', 'irreversible'],
    ['The bucket and all of its objects are permanently removed.', 'delete'],
    ['操作后数据无法恢复。', 'irreversible'],
    ['この操作は元に戻せません。', 'irreversible'],
  ])('"%s" is %s', (text, effect) => {
    expect(effectOf(text, 'text')).toBe(effect);
  });
});

describe('buttons that back out', () => {
  it.each(['Cancel', 'Close', 'No', 'Back', '取消', '关闭', '關閉', 'キャンセル', '閉じる', '×'])('"%s" backs out', (name) => {
    expect(isBackOut(name)).toBe(true);
  });
  it.each(['OK', 'Confirm', 'Release', '确定', 'ＯＫ'])('"%s" does not back out', (name) => {
    expect(isBackOut(name)).toBe(false);
  });
  it('a name of glyphs or invisible characters says nothing', () => {
    expect(isInformative('\u200b\u00ad')).toBe(false);
    expect(isInformative('⋮')).toBe(false);
    expect(isInformative('More')).toBe(true);
    expect(isInformative('更多')).toBe(true);
  });
});

describe('normalize', () => {
  it('splits, folds and joins as documented', () => {
    expect(normalize('BatchDelete').words).toEqual(['batch', 'delete']);
    expect(normalize('Ｒｅ-Ｉｎｉｔｉａｌｉｚｅ').joined).toContain('reinitialize');
    expect(normalize('刪除 Bucket').cjk).toBe('删除');
  });
});
