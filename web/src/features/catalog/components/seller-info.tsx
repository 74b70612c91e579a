import { HStack, Link, Text } from '@chakra-ui/react';
import type { Product } from '@contract';
import { VerifiedTickWithDate } from '@/components/ui/verified-tick';
import { formatPosted } from '@/lib/format';
import { Facts } from './facts';

type SellerInfoProps = {
  product: Pick<Product, 'sellerName' | 'sellerEmail' | 'sellerVerify' | 'sellerVerifiedAt' | 'sellerNumber' | 'location' | 'dateOfPost' | 'timeOfPost'>;
};

export function SellerInfo({ product }: SellerInfoProps) {
  const { sellerName, sellerEmail, sellerVerify, sellerVerifiedAt, sellerNumber, location } = product;
  const name = (
    <HStack gap="1.5">
      <Text as="span">{sellerName}</Text>
      {sellerVerify && <VerifiedTickWithDate verifiedAt={sellerVerifiedAt} />}
    </HStack>
  );
  const email = (
    <Link href={`mailto:${sellerEmail}`} wordBreak="break-all" colorPalette="brand" color="colorPalette.fg">
      {sellerEmail}
    </Link>
  );
  const number = sellerNumber ? (
    <Link href={`tel:${sellerNumber}`} color="colorPalette.fg">
      {sellerNumber}
    </Link>
  ) : (
    <Text as="span" color="fg.muted">
      Not given
    </Text>
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
