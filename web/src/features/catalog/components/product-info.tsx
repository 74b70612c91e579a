import { machineType, type ListedProduct } from '@contract';
import { formatPrice } from '@/lib/format';
import { Facts, type Fact } from './facts';
import styles from './product-info.module.css';

type ProductInfoProps = { product: ListedProduct };

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
      <h3 className={styles.detailsHeading}>Details</h3>
      <p className={styles.details}>{product.details}</p>
    </Facts>
  );
}
