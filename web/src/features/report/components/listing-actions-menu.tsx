import type { ListedProduct } from '@contract';
import { lazy, Suspense, useRef } from 'react';
import { useMenuOnFirstPress } from '@/components/ui/menu-on-first-press';
import { MoreActionsButton } from './more-actions-button';
import { useReportStart } from './use-report-start';

// Chakra's menu comes with the first press of its button, the report dialog with the first report.
const ListingActionsList = lazy(async () => ({ default: (await import('./listing-actions-list')).ListingActionsList }));
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));

type ListingActionsMenuProps = { product: Pick<ListedProduct, '_id' | 'productName' | 'sellerUid'> };

/**
 * The product page's "More actions" menu, holding "Report this listing". Not on the seller's own
 * listing (a listing knows `sellerUid` only when it is the caller's own or the caller is an admin).
 */
export function ListingActionsMenu({ product }: ListingActionsMenuProps) {
  const report = useReportStart();
  const { wanted, buttonProps } = useMenuOnFirstPress();
  // The plain button and the menu's trigger in turn: the dialog gives the focus back to it.
  const button = useRef<HTMLButtonElement>(null);

  if (report.loading || (report.user && product.sellerUid === report.user.uid)) return null;
  const plainButton = <MoreActionsButton ref={button} {...buttonProps} />;
  return (
    <>
      <Suspense fallback={plainButton}>{wanted ? <ListingActionsList buttonRef={button} highlight={wanted.highlight} onReport={report.start} /> : plainButton}</Suspense>
      {report.wanted ? (
        <Suspense fallback={null}>
          <ReportDialog
            thing={{ kind: 'listing', id: product._id, title: `Report ${product.productName}` }}
            open={report.open}
            onOpenChange={report.setOpen}
            finalFocusEl={() => button.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
