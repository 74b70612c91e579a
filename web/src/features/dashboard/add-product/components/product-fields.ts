import type { ProductFormValues } from '../product-form';

type TextFieldName = Exclude<keyof ProductFormValues, 'picture' | NumberFieldName | 'details'>;
type NumberFieldName = 'resalePrice' | 'originalPrice' | 'mfYear' | 'yearOfUse';

type FieldSpec<Name> = { name: Name; label: string; placeholder?: string; optional?: boolean; autoComplete?: string };

/** The machine's free-text fields, in the order a seller reads them off the engine plate. */
export const machineFields: FieldSpec<TextFieldName>[] = [
  { name: 'productName', label: 'Product name' },
  { name: 'categoryCompany', label: 'Company / model' },
  { name: 'categorySize', label: 'Machine size', placeholder: '20 / 32 / 40' },
  { name: 'categorySelf', label: 'Self start', placeholder: 'no / yes' },
  { name: 'madeOf', label: 'Origin' },
  { name: 'ignitionMode', label: 'Ignition mode' },
  { name: 'speedCoolingCylinder', label: 'Cooling system' },
  { name: 'pressureImpulse', label: 'Pressure impulse' },
  { name: 'pistonMovement', label: 'Piston movement' },
  { name: 'fuel', label: 'Fuel type', placeholder: 'diesel / petrol' },
];

export const saleFields: FieldSpec<TextFieldName>[] = [
  { name: 'location', label: 'Location', autoComplete: 'address-level2' },
  { name: 'sellerNumber', label: 'Phone number', optional: true, autoComplete: 'tel' },
];

export const numberFields: (FieldSpec<NumberFieldName> & { decimals: boolean })[] = [
  { name: 'resalePrice', label: 'Resale price', decimals: true },
  { name: 'originalPrice', label: 'Original price', decimals: true },
  { name: 'mfYear', label: 'Manufacturing year', decimals: false },
  { name: 'yearOfUse', label: 'Years of use', decimals: false },
];
