import type { AuditEntry, Favourite } from '@contract';
import { fixture } from './fixture';

/** A favourite as the API answers it: the seeded buyer's saved engine, its price unchanged. */
export const testFavourite = fixture<Favourite>({
  _id: 'uid-buyer-1_product-1',
  productId: 'product-1',
  productName: '4HP Water Cooled Diesel Engine (R170A)',
  picture: '/seed/products/jintian-r170a.svg',
  categorySize: '20',
  location: 'Chapai-Nawabganj',
  savedPrice: 185,
  resalePrice: 185,
  priceDropped: false,
  sold: false,
  withdrawn: false,
  savedAt: '2026-09-01T10:00:00.000Z',
});

/** An entry of the admin trail as the API answers it: the seeded admin verifying the seeded seller. */
export const testAuditEntry = fixture<AuditEntry>({
  _id: 'audit-1',
  at: '2026-09-01T10:00:00.000Z',
  actor: { uid: 'uid-admin-1', email: 'admin@machinery.test', name: 'Nadia Karim' },
  action: 'change-verify',
  target: { kind: 'user', id: 'uid-seller-1', label: 'Rahim Uddin' },
  before: { role: 'seller', sellerVerify: false, adminVerify: false },
  after: { role: 'seller', sellerVerify: true, adminVerify: false },
});
