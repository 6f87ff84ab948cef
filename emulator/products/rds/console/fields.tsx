import { RadioField } from '../../../console/src/components/RadioField';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Database } from './types';

/** The RDS dialogs' layout: labels above their fields. */
export const LAYOUT = { labelAlign: 'top' as const };

type PrivilegeProps = { t: Translate; label: string; privileges: readonly string[]; value: string; onChange: (v: string) => void };

/** The permission an account gets on a database: one radio per privilege the engine knows (`priv.*` labels). */
export function PrivilegeField({ t, label, privileges, value, onChange }: PrivilegeProps) {
  return <RadioField label={label} value={value} onChange={onChange} options={privileges.map((p) => ({ value: p, label: t(`priv.${p}`) }))} />;
}

type DatabaseProps = { label: string; databases: Database[]; value: string; onChange: (v: string) => void; required?: boolean; error?: string };

/** A database of the instance, as a radio group (standing in for the console's transfer list). */
export function DatabaseField({ label, databases, value, onChange, required, error }: DatabaseProps) {
  return <RadioField label={label} value={value} onChange={onChange} required={required} error={error} options={databases.map((d) => ({ value: d.DBName, label: d.DBName }))} />;
}
