import { DataList, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Product } from '@contract';
import { VerifiedTick } from '@/components/ui/verified-tick';
import { formatPosted } from '@/lib/format';

type SellerInfoProps = {
  product: Pick<Product, 'sellerName' | 'sellerEmail' | 'sellerVerify' | 'sellerNumber' | 'location' | 'dateOfPost' | 'timeOfPost'>;
};

export function SellerInfo({ product }: SellerInfoProps) {
  const { sellerName, sellerEmail, sellerVerify, sellerNumber, location } = product;
  return (
    <Stack gap="3">
      <Heading as="h3" fontSize="md">
        Seller
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <DataList.Item>
          <DataList.ItemLabel>Name</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="1.5">
              <Text as="span">{sellerName}</Text>
              {sellerVerify && <VerifiedTick />}
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Email</DataList.ItemLabel>
          <DataList.ItemValue minW="0">
            <Link href={`mailto:${sellerEmail}`} wordBreak="break-all" colorPalette="brand" color="colorPalette.fg">
              {sellerEmail}
            </Link>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Location</DataList.ItemLabel>
          <DataList.ItemValue>{location}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Number</DataList.ItemLabel>
          <DataList.ItemValue>
            {sellerNumber ? (
              <Link href={`tel:${sellerNumber}`} color="colorPalette.fg">
                {sellerNumber}
              </Link>
            ) : (
              <Text as="span" color="fg.muted">
                Not given
              </Text>
            )}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Posted</DataList.ItemLabel>
          <DataList.ItemValue>{formatPosted(product)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}
