import { useState } from 'react';
import { Button, Input, Select } from '@alifd/next';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { onValue } from '../../../console/src/lib/onValue';

export type SearchKey = 'InstanceName' | 'InstanceId';
export type Filter = { key: SearchKey; value: string };
export type Props = { t: Translate; initial: Filter; onSearch: (f: Filter) => void };

/** The instance list's search bar: a filter key and a keyword. */
export function InstanceSearch({ t, initial, onSearch }: Props) {
  const [key, setKey] = useState<SearchKey>(initial.key);
  const [value, setValue] = useState(initial.value);
  const search = () => onSearch({ key, value: value.trim() });
  return (
    <div className="search-bar" role="search">
      <Select
        aria-label={t('search.key')}
        value={key}
        onChange={onValue<SearchKey>((v) => setKey(v))}
        dataSource={[
          { value: 'InstanceName', label: t('search.key.name') },
          { value: 'InstanceId', label: t('search.key.id') },
        ]}
        className="search-key"
      />
      <Input
        aria-label={t(key === 'InstanceName' ? 'search.placeholder.name' : 'search.placeholder.id')}
        placeholder={t(key === 'InstanceName' ? 'search.placeholder.name' : 'search.placeholder.id')}
        value={value}
        onChange={onValue<string>((v) => setValue(v))}
        onPressEnter={search}
        hasClear
        className="search-input"
      />
      <Button type="normal" onClick={search} aria-label={t('common.search')}>
        <span className="icon-search" aria-hidden />
        {t('common.search')}
      </Button>
    </div>
  );
}
