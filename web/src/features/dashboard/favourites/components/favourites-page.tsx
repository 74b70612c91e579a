import type { Favourite } from '@contract';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { StaticButton } from '@/components/ui/static-button';
import { useChangeFavourite } from '@/features/favourite-heart';
import { ApiError } from '@/lib/api-client';
import { ListTab } from '../../components/list-tab';
import { tableRegionOf, type TableSpec } from '../../components/list-table';
import { useFavourites } from '../api/get-favourites';
import { MachineCell, PriceCell, StatusCell } from './favourite-cells';
import { tabIntro } from '../../tabs';

/**
 * Takes a machine out of the favourites (the heart on its card follows); the list refreshes itself.
 * The toast names the machine, as its row is gone by the time the toast is read.
 */
function RemoveButton({ favourite }: { favourite: Favourite }) {
  const change = useChangeFavourite();
  const button = useRef<HTMLButtonElement>(null);
  const remove = async () => {
    try {
      await change(favourite.productId, false);
      toast.success(`${favourite.productName} is no longer in your favourites.`);
      // The row leaves with its button: focus waits on the table, not lost on the page.
      tableRegionOf(button.current)?.focus();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast.error(error.message);
    }
  };
  return (
    <StaticButton ref={button} aria-label={`Remove ${favourite.productName} from favourites`} onClick={() => void remove()}>
      Remove
    </StaticButton>
  );
}

const favouritesTable: TableSpec<Favourite> = {
  caption: 'Your favourites',
  what: 'your favourites',
  empty: { title: 'No favourites yet', description: 'Press the heart on a machine’s card to keep it here.' },
  columns: [
    { header: 'Machine', cell: (favourite) => <MachineCell favourite={favourite} />, style: { minW: '64' } },
    { header: 'Price', cell: (favourite) => <PriceCell favourite={favourite} /> },
    { header: 'Status', cell: (favourite) => <StatusCell favourite={favourite} /> },
    { header: 'Remove', cell: (favourite) => <RemoveButton favourite={favourite} /> },
  ],
};

/** Favourites: the machines the user keeps an eye on, with what happened to each since it was saved. */
export function FavouritesPage() {
  return <ListTab title="Favourites" intro={tabIntro('/dashboard/favourites')} table={favouritesTable} list={useFavourites()} />;
}
