import { Tag } from '@alifd/next';

export type Tone = 'success' | 'stopped' | 'pending' | 'error';
export type Props = { label: string; tone: Tone };

/** A resource status as the console shows it: a small coloured tag. */
export function StatusTag({ label, tone }: Props) {
  return (
    <Tag size="small" type="normal" className={`status-tag status-${tone}`}>
      <span className="status-dot" aria-hidden />
      {label}
    </Tag>
  );
}
