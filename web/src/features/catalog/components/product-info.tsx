import { Heading, Text } from '@chakra-ui/react';
import { machineType, type Product } from '@contract';
import { formatPrice } from '@/lib/format';
import { Facts, type Fact } from './facts';

type ProductInfoProps = { product: Product };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every product field of the spec, each with its label. */
export function ProductInfo({ product }: ProductInfoProps) {
  const facts: Fact[] = [
    ['Model / company', product.categoryCompany],
    ['Origin', product.madeOf],
    ['Machine size', `${product.categorySize} (${machineType(product.categorySize)})`],
    ['Self start', capitalised(product.categorySelf)],
    ['Fuel type', capitalised(product.fuel)],
    ['Price', formatPrice(product.resalePrice)],
    ['Original price', formatPrice(product.originalPrice)],
    ['Manufacturing year', String(product.mfYear)],
    ['Years used', String(product.yearOfUse)],
    ['Ignition mode', product.ignitionMode],
    ['Cooling system', product.speedCoolingCylinder],
    ['Pressure impulse', product.pressureImpulse],
    ['Piston movement', product.pistonMovement],
  ];
  return (
    <Facts title="Machine" facts={facts}>
      <Heading as="h3" fontSize="md" mt="2">
        Details
      </Heading>
      <Text color="fg.muted" whiteSpace="pre-line">
        {product.details}
      </Text>
    </Facts>
  );
}
