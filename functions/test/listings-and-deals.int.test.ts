import { describe, expect, it } from 'vitest';
import { ADVERTISE_HOME_PAGE, type Booking, type Notification, type Product } from '../src/contract/index.js';
import { firestore } from '../src/store/db.js';
import { productsStore } from '../src/store/products.js';
import { apiOfThisFile, call } from './harness.js';
import { ownPicture, person, productInput, resetEmulators, storedProduct, type Person } from './world.js';

// Sellers manage their listings; a booking becomes a sale with exactly one winner; everyone
// involved is told.

const { url, get, send } = apiOfThisFile(resetEmulators);
const request = (p: Product, buyer: Person) => send('POST', '/bookings', { productId: p._id, buyerNumber: '01811223344', buyerLocation: 'Bogura' }, buyer.token);
const setStatus = (bookingId: string, status: string, who: Person) => send('PUT', `/bookings/${bookingId}/status`, { status }, who.token);
const product = async (id: string, viewer: Person) => (await get(`/product/${id}`, viewer.token)).body.data as Product;
const notes = async (who: Person) => (await get('/notifications?limit=50', who.token)).body as unknown as { data: Notification[]; unread: number; total: number };
const total = (answer: { body: unknown }) => (answer.body as { total: number }).total;


describe('a listing has several photos', () => {
  it('takes 1 to 12 pictures in display order; the first is the cover everywhere', async () => {
    const seller = await person('seller');
    const pictures = ['a.webp', 'b.webp', 'c.webp'].map((f) => ownPicture(seller.uid, f));
    const { status, body } = await send('POST', '/products', { ...productInput(seller), picture: undefined, pictures }, seller.token);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ pictures, picture: pictures[0] });
  });

  it('still takes a picture alone, as one picture', async () => {
    const seller = await person('seller');
    const { body } = await send('POST', '/products', productInput(seller), seller.token);
    expect((body.data as Product).pictures).toEqual([(body.data as Product).picture]);
  });

  it('refuses 13 pictures, and a cover that is not the first picture', async () => {
    const seller = await person('seller');
    const thirteen = Array.from({ length: 13 }, (_, i) => ownPicture(seller.uid, `p${i}.webp`));
    const tooMany = await send('POST', '/products', { ...productInput(seller), picture: undefined, pictures: thirteen }, seller.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Invalid pictures: A listing has at most 12 pictures.');
    const mismatch = await send('POST', '/products', { ...productInput(seller), pictures: [ownPicture(seller.uid, 'x.webp')] }, seller.token);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toMatch(/^Invalid picture: Picture must be the first of pictures/);
  });
});

describe('PATCH /products/{id}', () => {
  it('the seller fixes a typo and cuts the price; the price history keeps both prices', async () => {
    const seller = await person('seller');
    const listed = await storedProduct(seller, { resalePrice: 500 });
    const { status, body } = await send('PATCH', `/products/${listed._id}`, { productName: 'R175A Diesel Engine', resalePrice: 450 }, seller.token);
    expect(status).toBe(200);
    const edited = body.data as Product;
    expect(edited).toMatchObject({ productName: 'R175A Diesel Engine', resalePrice: 450, sellerUid: seller.uid, sold: false });
    // The history rides only in the product's own page, not in the edit's answer or any list.
    expect(edited.priceHistory).toBeUndefined();
    expect((await product(listed._id, seller)).priceHistory.map((p) => p.price)).toEqual([500, 450]);
  });

  it('keeps the last 20 prices; lists and the home page carry no price history', async () => {
    const seller = await person('seller');
    const listed = await storedProduct(seller, { resalePrice: 1000, categorySize: '51', advertiseName: ADVERTISE_HOME_PAGE });
    for (let i = 1; i <= 25; i++) expect((await send('PATCH', `/products/${listed._id}`, { resalePrice: 1000 - i }, seller.token)).status).toBe(200);
    const history = (await product(listed._id, seller)).priceHistory.map((p) => p.price);
    expect(history).toEqual(Array.from({ length: 20 }, (_, i) => 1000 - 6 - i));
    const lists = [
      (await get('/products/51', seller.token)).body.data,
      (await get('/products/51?fuel=diesel', seller.token)).body.data,
      (await get(`/myProducts?email=${encodeURIComponent(seller.email)}`, seller.token)).body.data,
      (await get('/advertised/products')).body.data,
    ] as Product[][];
    for (const list of lists) {
      expect(list.find((p) => p._id === listed._id)).toBeDefined();
      for (const item of list) expect(item).not.toHaveProperty('priceHistory');
    }
  });

  it('edits a listing whatever its pictures are (the demo listings’ are site paths), keeping them', async () => {
    const seller = await person('seller');
    const listed = await storedProduct(seller, { picture: '/seed/products/jintian-r170a.svg', pictures: ['/seed/products/jintian-r170a.svg'] });
    const { status, body } = await send('PATCH', `/products/${listed._id}`, { resalePrice: 99 }, seller.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ resalePrice: 99, pictures: ['/seed/products/jintian-r170a.svg'] });
  });

  it('reorders and adds photos: the new first one is the cover', async () => {
    const seller = await person('seller');
    const listed = await storedProduct(seller);
    const pictures = [ownPicture(seller.uid, 'side.webp'), listed.picture];
    const { body } = await send('PATCH', `/products/${listed._id}`, { pictures }, seller.token);
    expect(body.data).toMatchObject({ pictures, picture: pictures[0] });
  });

  it.each(['sold', 'sellerEmail', 'sellerVerify', 'createdAt', '_id', 'picture'])('never changes %s: a 400 naming it', async (field) => {
    const seller = await person('seller');
    const listed = await storedProduct(seller);
    const { status, body } = await send('PATCH', `/products/${listed._id}`, { [field]: field === 'sold' || field === 'sellerVerify' ? true : 'x' }, seller.token);
    expect(status).toBe(400);
    expect(body.message).toContain(field);
  });

  it('checks the edited listing whole: a future year is refused, nothing changes', async () => {
    const seller = await person('seller');
    const listed = await storedProduct(seller);
    const { status, body } = await send('PATCH', `/products/${listed._id}`, { mfYear: new Date().getFullYear() + 1 }, seller.token);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Invalid mfYear/);
    expect((await product(listed._id, seller)).mfYear).toBe(listed.mfYear);
  });

  it('moves the machine between size totals when its size changes', async () => {
    const seller = await person('seller');
    const listed = await storedProduct(seller, { categorySize: '20' });
    await productsStore.recount();
    const [before20, before40] = [total(await get('/products/20', seller.token)), total(await get('/products/40', seller.token))];
    expect((await send('PATCH', `/products/${listed._id}`, { categorySize: '40' }, seller.token)).status).toBe(200);
    expect(total(await get('/products/20', seller.token))).toBe(before20 - 1);
    expect(total(await get('/products/40', seller.token))).toBe(before40 + 1);
  });

  it('another seller gets 403; an admin may edit; a buyer may not', async () => {
    const [seller, other, admin, buyer] = await Promise.all([person('seller'), person('seller'), person('admin'), person('buyer')]);
    const listed = await storedProduct(seller);
    expect((await send('PATCH', `/products/${listed._id}`, { details: 'Mine now' }, other.token)).status).toBe(403);
    expect((await send('PATCH', `/products/${listed._id}`, { details: 'Mine now' }, buyer.token)).status).toBe(403);
    expect((await send('PATCH', `/products/${listed._id}`, { details: 'Checked by an admin' }, admin.token)).status).toBe(200);
  });

  it('keeps pictures to the seller’s own folder', async () => {
    const [seller, other] = await Promise.all([person('seller'), person('seller')]);
    const listed = await storedProduct(seller);
    const { status } = await send('PATCH', `/products/${listed._id}`, { pictures: [ownPicture(other.uid)] }, seller.token);
    expect(status).toBe(400);
  });
});

describe('DELETE /products/{id}', () => {
  it('takes the listing off the catalog, its totals and the advertisements at once; its open requests end withdrawn and their buyers are told', async () => {
    const [seller, buyer, late] = await Promise.all([person('seller'), person('buyer'), person('buyer')]);
    const listed = await storedProduct(seller);
    await productsStore.setAdvertise(listed._id, ADVERTISE_HOME_PAGE);
    await productsStore.recount();
    expect((await request(listed, buyer)).status).toBe(201);
    const before = total(await get('/products/all', buyer.token));
    const { status, body } = await send('DELETE', `/products/${listed._id}`, undefined, seller.token);
    expect(status).toBe(200);
    expect((body.data as { acknowledged: boolean }).acknowledged).toBe(true);
    expect((await get(`/product/${listed._id}`, buyer.token)).status).toBe(404);
    expect(total(await get('/products/all', buyer.token))).toBe(before - 1);
    expect((await call(`${url()}/advertised/products`)).body.data).not.toContainEqual(expect.objectContaining({ _id: listed._id }));
    const orders = (await get(`/mybooking?email=${encodeURIComponent(buyer.email)}`, buyer.token)).body.data as Booking[];
    expect(orders.find((b) => b.productId === listed._id)?.status).toBe('withdrawn');
    expect((await notes(buyer)).data[0]).toMatchObject({ kind: 'request-withdrawn', productId: listed._id, productName: listed.productName, read: false });
    expect((await request(listed, late)).status).toBe(404);
  });

  it('another seller gets 403; an admin may delete; deleting twice is a 404', async () => {
    const [seller, other, admin] = await Promise.all([person('seller'), person('seller'), person('admin')]);
    const listed = await storedProduct(seller);
    expect((await send('DELETE', `/products/${listed._id}`, undefined, other.token)).status).toBe(403);
    expect((await send('DELETE', `/products/${listed._id}`, undefined, admin.token)).status).toBe(200);
    expect((await send('DELETE', `/products/${listed._id}`, undefined, admin.token)).status).toBe(404);
  });
});

describe('a booking becomes a sale with exactly one winner', () => {
  it('a request is created as requested, and the seller is told', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer', { name: 'Tanvir' })]);
    const listed = await storedProduct(seller);
    const { status, body } = await request(listed, buyer);
    expect(status).toBe(201);
    expect((body.data as Booking).status).toBe('requested');
    const told = await notes(seller);
    expect(told.unread).toBe(1);
    expect(told.data[0]).toMatchObject({ kind: 'request-received', productId: listed._id, message: `Tanvir asked to book your ${listed.productName}.`, link: '/dashboard/myBuyers' });
  });

  it('accepting sells the machine and declines every other request in one step; everyone is told', async () => {
    const [seller, first, second, third] = await Promise.all([person('seller'), person('buyer'), person('buyer'), person('buyer')]);
    const listed = await storedProduct(seller);
    const ids = [];
    for (const buyer of [first, second, third]) ids.push(((await request(listed, buyer)).body.data as Booking)._id);
    const { status, body } = await setStatus(ids[0]!, 'accepted', seller);
    expect(status).toBe(200);
    expect((body.data as Booking).status).toBe('accepted');
    expect((await product(listed._id, first)).sold).toBe(true);
    const received = (await get(`/mybuyer?email=${encodeURIComponent(seller.email)}`, seller.token)).body.data as Booking[];
    expect(Object.fromEntries(received.map((b) => [b._id, b.status]))).toEqual({ [ids[0]!]: 'accepted', [ids[1]!]: 'declined', [ids[2]!]: 'declined' });
    expect((await notes(first)).data[0]).toMatchObject({ kind: 'request-accepted', productId: listed._id });
    expect((await notes(second)).data[0]).toMatchObject({ kind: 'request-declined', productId: listed._id, message: expect.stringContaining('another buyer') });
    // A sold machine takes no request.
    const latecomer = await person('buyer');
    expect((await request(listed, latecomer)).status).toBe(409);
  });

  it('8 simultaneous accepts of 8 requests: exactly one wins, 7 get 409, nothing half-done remains', async () => {
    const seller = await person('seller');
    const listed = await storedProduct(seller);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => person('buyer')));
    const ids = await Promise.all(buyers.map(async (b) => ((await request(listed, b)).body.data as Booking)._id));
    const answers = await Promise.all(ids.map((id) => setStatus(id, 'accepted', seller)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const statuses = (await firestore().collection('bookings').where('productId', '==', listed._id).get()).docs.map((d) => d.get('status'));
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'declined')).toHaveLength(7);
    const winner = answers.findIndex((a) => a.status === 200);
    expect((await firestore().collection('sales').doc(listed._id).get()).get('bookingId')).toBe(ids[winner]);
    expect((await product(listed._id, seller)).sold).toBe(true);
  });

  it('two tabs accepting the same request at once: one 200, one 409', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const listed = await storedProduct(seller);
    const id = ((await request(listed, buyer)).body.data as Booking)._id;
    const answers = await Promise.all(Array.from({ length: 6 }, () => setStatus(id, 'accepted', seller)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
  });

  it('a buyer cancelling an accepted deal puts the machine back on sale; a declined buyer may request again', async () => {
    const [seller, winner, loser] = await Promise.all([person('seller'), person('buyer'), person('buyer')]);
    const listed = await storedProduct(seller);
    const won = ((await request(listed, winner)).body.data as Booking)._id;
    const lost = ((await request(listed, loser)).body.data as Booking)._id;
    await setStatus(won, 'accepted', seller);
    const cancelled = await setStatus(won, 'cancelled', winner);
    expect(cancelled.status).toBe(200);
    expect((cancelled.body.data as Booking).status).toBe('cancelled');
    expect((await product(listed._id, loser)).sold).toBe(false);
    expect((await firestore().collection('sales').doc(listed._id).get()).exists).toBe(false);
    expect((await notes(seller)).data[0]).toMatchObject({ kind: 'request-cancelled', message: expect.stringContaining('on sale again') });
    const again = await request(listed, loser);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ _id: lost, status: 'requested' });
    expect((await setStatus(lost, 'accepted', seller)).status).toBe(200);
  });

  it('refuses illegal moves with clear words', async () => {
    const [seller, buyer, stranger] = await Promise.all([person('seller'), person('buyer'), person('buyer')]);
    const listed = await storedProduct(seller);
    const id = ((await request(listed, buyer)).body.data as Booking)._id;
    const buyerAccepts = await setStatus(id, 'accepted', buyer);
    expect(buyerAccepts.status).toBe(403);
    expect(buyerAccepts.body.message).toBe(`Only the seller of ${listed.productName} can accept a request for it.`);
    const sellerCancels = await setStatus(id, 'cancelled', seller);
    expect(sellerCancels.status).toBe(403);
    expect(sellerCancels.body.message).toBe('Only the buyer who made this request can cancel it.');
    // Someone who is no party to it learns nothing: the same 404 as for a booking that does not exist.
    const strangerCancels = await setStatus(id, 'cancelled', stranger);
    expect(strangerCancels.status).toBe(404);
    expect(strangerCancels.body).toEqual((await setStatus('noSuchBooking', 'cancelled', stranger)).body);
    expect((await setStatus(id, 'cancelled', buyer)).status).toBe(200);
    const acceptCancelled = await setStatus(id, 'accepted', seller);
    expect(acceptCancelled.status).toBe(409);
    expect(acceptCancelled.body.message).toBe('This request is cancelled: only a request waiting for an answer can be accepted.');
    expect((await setStatus(id, 'requested', seller)).status).toBe(400);
    expect((await setStatus('noSuchBooking', 'accepted', seller)).status).toBe(404);
  });

  it('the seller declines a request; the buyer is told', async () => {
    const [seller, buyer] = await Promise.all([person('seller'), person('buyer')]);
    const listed = await storedProduct(seller);
    const id = ((await request(listed, buyer)).body.data as Booking)._id;
    expect((await setStatus(id, 'declined', seller)).status).toBe(200);
    expect((await notes(buyer)).data[0]).toMatchObject({ kind: 'request-declined', message: `Your request for ${listed.productName} was declined by the seller.` });
  });
});

describe('notifications', () => {
  it('are the caller’s own, newest first, paged, with unread beside total; marked read one by one or all', async () => {
    const [seller, a, b, c] = await Promise.all([person('seller'), person('buyer'), person('buyer'), person('buyer')]);
    const listed = await storedProduct(seller);
    for (const buyer of [a, b, c]) await request(listed, buyer);
    const page = await get('/notifications?limit=2', seller.token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, unread: 3 });
    expect(page.body.data as Notification[]).toHaveLength(2);
    expect(page.body.next).toEqual(expect.any(String));
    const newest = (page.body.data as Notification[])[0]!;
    expect(newest.message).toContain(c.name);
    const rest = await get(`/notifications?limit=2&cursor=${page.body.next}`, seller.token);
    expect((rest.body.data as Notification[]).map((n) => n.message)).toEqual([expect.stringContaining(a.name)]);

    expect((await send('PUT', `/notifications/${newest._id}/read`, undefined, a.token)).status).toBe(404);
    const one = await send('PUT', `/notifications/${newest._id}/read`, undefined, seller.token);
    expect(one.body.data).toEqual({ marked: 1, unread: 2 });
    const all = await send('PUT', '/notifications/read', undefined, seller.token);
    expect(all.body.data).toEqual({ marked: 2, unread: 0 });
    expect((await notes(seller)).unread).toBe(0);
  });
});
