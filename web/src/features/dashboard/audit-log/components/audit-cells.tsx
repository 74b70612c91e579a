import type { AuditAction, AuditEntry } from '@contract';
import { formatMoment, formatPrice } from '@/lib/format';
import styles from './audit-cells.module.css';

/** What each action is called on the screen. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'delete-user': 'Deleted a user',
  'change-role': 'Changed a role',
  'change-verify': 'Changed a blue tick',
  'grant-admin': 'Made an admin',
  'advertise-listing': 'Advertised a listing',
  'edit-listing': 'Edited a listing',
  'delete-listing': 'Deleted a listing',
  'dismiss-report': 'Dismissed a report',
  'uphold-report': 'Upheld a report',
};

/** What each kind of target is called beside its id. */
const TARGET_KIND_LABELS: Record<AuditEntry['target']['kind'], string> = { user: 'User', product: 'Listing', message: 'Message' };

type Recorded = AuditEntry['before'];
type Value = NonNullable<Recorded>[string] | undefined;

/** The recorded fields in the marketplace's words; a field without a name here shows as stored. */
const FIELD_LABELS: Record<string, string> = {
  role: 'Role',
  sellerVerify: 'Seller tick',
  adminVerify: 'Admin tick',
  advertiseName: 'Advertisement',
  resalePrice: 'Price',
  originalPrice: 'Original price',
  sold: 'Sold',
  productName: 'Name',
  status: 'Report',
  action: 'Action',
  reporters: 'Reporters',
};

function shown(field: string, value: Value): string {
  if (value === undefined || value === null || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && /price/i.test(field)) return formatPrice(value);
  return String(value);
}

/** Each field that changed, before → after; a deletion says what was there and that it is gone. */
export function changesOf(before: Recorded, after: Recorded): string[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => after === null || before?.[field] !== after[field])
    .map((field) => `${FIELD_LABELS[field] ?? field}: ${shown(field, before?.[field])} → ${after === null ? 'deleted' : shown(field, after[field])}`);
}

export function WhenCell({ entry }: { entry: AuditEntry }) {
  return (
    <span className={styles.when}>
      <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
    </span>
  );
}

export function WhoCell({ entry }: { entry: AuditEntry }) {
  const { name, email } = entry.actor;
  return (
    <div className={styles.lines}>
      <p className={styles.name}>{name || email}</p>
      {email && name ? <p className={styles.detail}>{email}</p> : null}
    </div>
  );
}

export function TargetCell({ entry }: { entry: AuditEntry }) {
  const { kind, id, label } = entry.target;
  return (
    <div className={styles.lines}>
      <p className={styles.name}>{label}</p>
      <p className={styles.id}>
        {TARGET_KIND_LABELS[kind]} {id}
      </p>
    </div>
  );
}

export function ChangeCell({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry.before, entry.after);
  if (!changes.length) return <p className={styles.none}>No change</p>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change}>{change}</li>
      ))}
    </ul>
  );
}
