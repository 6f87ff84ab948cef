import { Form, Select } from '@alifd/next';
import { regionName } from '../lib/names';
import { onValue } from '../lib/onValue';
import type { Region } from '../lib/ConsoleContext';
import type { Translate } from '../lib/vocabulary';

export type RegionItemProps = {
  t: Translate;
  label: string;
  regions: Region[];
  regionId: string;
  /** Sets the console's region (and clears what depended on the one before). */
  onChange: (regionId: string) => void;
  width?: number;
  disabled?: boolean;
};

/**
 * A create form's Region field (required), as a `Form.Item` element for the form to lay out: a function, not a
 * component, because a Fusion `Form` passes its layout to its direct `Form.Item` children.
 */
export function regionItem({ t, label, regions, regionId, onChange, width = 280, disabled }: RegionItemProps) {
  return (
    <Form.Item label={label} required>
      <Select
        aria-label={label}
        value={regionId}
        onChange={onValue<string>(onChange)}
        dataSource={regions.map((r) => ({ value: r.RegionId, label: regionName(r.RegionId, t, r.LocalName) }))}
        style={{ width }}
        disabled={disabled}
      />
    </Form.Item>
  );
}
