import { useState } from 'react';
import { Checkbox, Form } from '@alifd/next';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { ListRulesDialog, type ListKind } from './ListRulesDialog';
import { argOf, functionsJson, type DomainConfig } from './types';

export type Props = { domain: string; current?: DomainConfig; t: Translate; onClose: () => void; onDone: () => void; allowEmptyOption?: boolean };

const FUNCTION: Record<ListKind, string> = { white: 'referer_white_list_set', black: 'referer_black_list_set' };
const LIST_ARG: Record<ListKind, string> = { white: 'refer_domain_allow_list', black: 'refer_domain_deny_list' };

/** "Hotlink Protection": a Referer whitelist or blacklist (BatchSetCdnDomainConfig; the cloud keeps one of the two). */
export function RefererDialog({ domain, current, t, onClose, onDone, allowEmptyOption = true }: Props) {
  const currentKind: ListKind = current?.FunctionName === 'referer_white_list_set' ? 'white' : 'black';
  const [allowEmpty, setAllowEmpty] = useState(current ? argOf(current, 'allow_empty') === 'on' : true);
  return (
    <ListRulesDialog
      domain={domain}
      t={t}
      prefix="referer"
      placeholder="www.example.com"
      initialKind={current ? currentKind : 'black'}
      initialRules={current ? argOf(current, LIST_ARG[currentKind]).split(',').join('\n') : ''}
      functions={(kind, list) => functionsJson(FUNCTION[kind], { [LIST_ARG[kind]]: list.join(','), allow_empty: allowEmpty ? 'on' : 'off' })}
      onClose={onClose}
      onDone={onDone}
    >
      {allowEmptyOption && (
        <Form.Item>
          <Checkbox aria-label={t('referer.allowEmpty')} checked={allowEmpty} onChange={(v: boolean) => setAllowEmpty(v)}>
            {t('referer.allowEmpty')}
          </Checkbox>
        </Form.Item>
      )}
    </ListRulesDialog>
  );
}
