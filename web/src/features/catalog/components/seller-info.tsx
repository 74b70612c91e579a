import type { ListedProduct } from '@contract';
import { VerifiedTickWithDate } from '@/components/ui/verified-tick';
import { formatPosted } from '@/lib/format';
import { Facts } from './facts';
import styles from './seller-info.module.css';

type SellerInfoProps = {
  product: Pick<ListedProduct, 'sellerName' | 'sellerEmail' | 'sellerVerify' | 'sellerVerifiedAt' | 'sellerNumber' | 'location' | 'dateOfPost' | 'timeOfPost'>;
};

export function SellerInfo({ product }: SellerInfoProps) {
  const { sellerName, sellerEmail, sellerVerify, sellerVerifiedAt, sellerNumber, location } = product;
  const name = (
    <div className={styles.name}>
      <span>{sellerName}</span>
      {sellerVerify && <VerifiedTickWithDate verifiedAt={sellerVerifiedAt} />}
    </div>
  );
  const email = (
    <a href={`mailto:${sellerEmail}`} className={styles.email}>
      {sellerEmail}
    </a>
  );
  const number = sellerNumber ? (
    <a href={`tel:${sellerNumber}`} className={styles.link}>
      {sellerNumber}
    </a>
  ) : (
    <span className={styles.notGiven}>Not given</span>
  );
  return (
    <Facts
      title="Seller"
      facts={[
        ['Name', name],
        ['Email', email],
        ['Location', location],
        ['Number', number],
        ['Posted', formatPosted(product)],
      ]}
    />
  );
}
