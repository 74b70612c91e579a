import type { AuditAction, AuditEntry } from '@contract';
import { useState } from 'react';
import { FieldSelect, FormField } from '@/components/ui/form-field';
import { ListTab } from '../../components/list-tab';
import type { TableSpec } from '../../components/list-table';
import { useAuditLog } from '../api/get-audit-log';
import { AUDIT_ACTION_LABELS, ChangeCell, TargetCell, WhenCell, WhoCell } from './audit-cells';
import styles from './audit-log-page.module.css';
import { tabIntro } from '../../tabs';

// Every action of the contract, from the labels' record (which names them all) rather than its zod schema.
const ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

const auditTable = (action: AuditAction | null): TableSpec<AuditEntry> => ({
  caption: 'Audit log',
  what: 'the audit log',
  empty: action
    ? { title: 'No entries of this action', description: 'Choose another action, or all of them.' }
    : { title: 'No entries yet', description: 'Nothing has been changed by an admin yet.' },
  columns: [
    { header: 'When', cell: (entry) => <WhenCell entry={entry} /> },
    { header: 'Who', cell: (entry) => <WhoCell entry={entry} />, style: { minW: '40' } },
    { header: 'Action', cell: (entry) => AUDIT_ACTION_LABELS[entry.action], style: { whiteSpace: 'nowrap' } },
    { header: 'Target', cell: (entry) => <TargetCell entry={entry} />, style: { minW: '48' } },
    { header: 'Before → after', cell: (entry) => <ChangeCell entry={entry} /> },
  ],
});

/** Which action the log shows: all, or one. */
function ActionFilter({ action, onChange }: { action: AuditAction | null; onChange: (action: AuditAction | null) => void }) {
  return (
    <FormField label="Action" required={false}>
      <FieldSelect className={styles.actionFilter} value={action ?? ''} onChange={(event) => onChange(ACTIONS.find((a) => a === event.currentTarget.value) ?? null)}>
        <option value="">All actions</option>
        {ACTIONS.map((a) => (
          <option key={a} value={a}>
            {AUDIT_ACTION_LABELS[a]}
          </option>
        ))}
      </FieldSelect>
    </FormField>
  );
}

/** Audit log (admins): who did what to whose account or listing, and when, newest first. */
export function AuditLogPage() {
  const [action, setAction] = useState<AuditAction | null>(null);
  return <ListTab title="Audit log" table={auditTable(action)} list={useAuditLog(action)} intro={tabIntro('/dashboard/auditLog')} above={<ActionFilter action={action} onChange={setAction} />} />;
}
