import type { User } from '@contract';
import type { MouseEvent } from 'react';
import { StaticButton } from '@/components/ui/static-button';
import cells from '../../components/cells.module.css';
import { tableRegionOf } from '../../components/list-table';
import type { AccountChange } from '../api/change-account';
import type { PendingChange } from './account-change-dialog';
import { shownName } from '@/lib/format';

type AccountActionsProps = { user: User; onAsk: (pending: PendingChange) => void };

/**
 * What an admin may change on a buyer's or seller's account: the role, and a seller's blue tick.
 * Each asks first (see AccountChangeDialog).
 */
export function AccountActions({ user, onAsk }: AccountActionsProps) {
  const name = shownName(user);
  const ask = (change: AccountChange) => (event: MouseEvent<HTMLButtonElement>) => onAsk({ user, change, table: tableRegionOf(event.currentTarget) });
  const seller = user.role === 'seller';
  return (
    <div className={cells.side}>
      {seller ? (
        <StaticButton aria-label={`${user.sellerVerify ? 'Unverify' : 'Verify'} ${name}`} onClick={ask({ kind: 'verify', verified: !user.sellerVerify })}>
          {user.sellerVerify ? 'Unverify' : 'Verify'}
        </StaticButton>
      ) : null}
      <StaticButton
        // The visible words come first in the name, as speech input users say them.
        aria-label={seller ? `Make buyer: ${name}` : `Make seller: ${name}`}
        onClick={ask({ kind: 'role', role: seller ? 'buyer' : 'seller' })}
      >
        {seller ? 'Make buyer' : 'Make seller'}
      </StaticButton>
    </div>
  );
}
