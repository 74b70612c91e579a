import type { DocumentData } from 'firebase-admin/firestore';
import type { Product } from '../contract/index.js';
import { withId } from './converter.js';
import { firestore } from './db.js';
import { toIso, toTimestamp } from './time.js';

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

function fromDoc(d: DocumentData): Omit<Product, '_id'> {
  const product: Omit<Product, '_id'> = {
    productName: str(d.productName),
    categoryCompany: str(d.categoryCompany),
    categorySize: str(d.categorySize),
    categorySelf: str(d.categorySelf),
    madeOf: str(d.madeOf),
    ignitionMode: str(d.ignitionMode),
    speedCoolingCylinder: str(d.speedCoolingCylinder),
    pressureImpulse: str(d.pressureImpulse),
    pistonMovement: str(d.pistonMovement),
    fuel: str(d.fuel),
    details: str(d.details),
    picture: str(d.picture),
    location: str(d.location),
    resalePrice: num(d.resalePrice),
    originalPrice: num(d.originalPrice),
    mfYear: num(d.mfYear),
    yearOfUse: num(d.yearOfUse),
    dateOfPost: str(d.dateOfPost),
    timeOfPost: str(d.timeOfPost),
    sellerUid: str(d.sellerUid),
    sellerName: str(d.sellerName),
    sellerEmail: str(d.sellerEmail),
    sellerNumber: str(d.sellerNumber),
    sellerVerify: d.sellerVerify === true,
    sold: d.sold === true,
    name: str(d.name),
    userInfo: str(d.userInfo),
    createdAt: toIso(d.createdAt),
  };
  if (typeof d.advertiseName === 'string' && d.advertiseName) product.advertiseName = d.advertiseName;
  return product;
}

const converter = withId<Product>(fromDoc);
export const productsCollection = () => firestore().collection('products').withConverter(converter);

export const productsStore = {
  /** Writes a whole product under its `_id` (seed and tests); createdAt is stored as a Timestamp. */
  async put(product: Product): Promise<void> {
    const { _id, createdAt, ...rest } = product;
    await firestore().collection('products').doc(_id).set({ ...rest, createdAt: toTimestamp(createdAt) });
  },
};
