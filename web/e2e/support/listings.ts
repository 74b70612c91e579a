import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAccount, idTokenOf } from './accounts.js';
import { owedWorkDone } from './owed-work.js';

const ENGINE_PNG = fileURLToPath(new URL('../fixtures/engine.png', import.meta.url));

/** The caller's fresh ID token as a header: signed in again, it carries the role registration gave. */
async function authorization(request: APIRequestContext, email: string) {
  const { idToken } = await idTokenOf(request, email);
  return { Authorization: `Bearer ${idToken}` };
}

/** What a journey may change of the machine listMachine lists: its make, size, fuel, year or price. */
type MachineChanges = Partial<{ categoryCompany: string; categorySize: string; fuel: string; mfYear: number; resalePrice: number }>;

/**
 * A machine of the journey's own, listed by `sellerEmail` through the API as Add Product does
 * (its picture uploaded first): journeys that sell a machine sell this one, never a seeded one.
 * `changes` sets it apart, e.g. in a segment of the price guide no other journey lists in.
 */
export async function listMachine(request: APIRequestContext, sellerEmail: string, productName: string, changes: MachineChanges = {}) {
  const headers = await authorization(request, sellerEmail);
  const upload = await request.post('/api/uploads?purpose=product', {
    headers,
    multipart: { image: { name: 'engine.png', mimeType: 'image/png', buffer: readFileSync(ENGINE_PNG) } },
  });
  expect(upload.status()).toBe(201);
  const { data: picture } = (await upload.json()) as { data: { url: string } };
  const listed = await request.post('/api/products', {
    headers,
    data: {
      productName,
      categoryCompany: 'Lister Petter',
      categorySize: '32',
      categorySelf: 'yes',
      madeOf: 'United Kingdom',
      ignitionMode: 'Compression ignition',
      speedCoolingCylinder: 'Air cooled',
      pressureImpulse: '4-stroke',
      pistonMovement: 'Reciprocating',
      fuel: 'diesel',
      details: 'Ran a rice mill for three seasons.',
      location: 'Dinajpur',
      resalePrice: 520,
      originalPrice: 1150,
      mfYear: 2019,
      yearOfUse: 3,
      sellerNumber: '01712345678',
      picture: picture.url,
      ...changes,
    },
  });
  expect(listed.status()).toBe(201);
  const { data: product } = (await listed.json()) as { data: { _id: string } };
  await owedWorkDone();
  return { id: product._id, name: productName };
}

/**
 * The people of a deal journey, all its own (see createAccount): a seller with a machine listed
 * (see listMachine) and two buyers, Amina and Borhan, who may ask for it.
 */
export async function sellerAndTwoBuyers(request: APIRequestContext) {
  const stamp = Date.now();
  const seller = await createAccount(request, `Rahat Seller ${stamp}`, 'seller');
  const amina = await createAccount(request, `Amina Buyer ${stamp}`, 'buyer');
  const borhan = await createAccount(request, `Borhan Buyer ${stamp}`, 'buyer');
  const machine = await listMachine(request, seller.email, `Lister Petter TS1 ${stamp}`);
  return { seller, amina, borhan, machine };
}

/**
 * Fills Add Product's fields (not its pictures) with the machine listMachine sends through the API,
 * named `productName`: the journeys that list through the form describe the same machine.
 */
export async function fillAddProductForm(form: Locator, productName: string) {
  const textFields: [string, string][] = [
    ['Product name', productName],
    ['Company / model', 'Lister Petter'],
    ['Machine size', '32'],
    ['Self start', 'yes'],
    ['Origin', 'United Kingdom'],
    ['Ignition mode', 'Compression ignition'],
    ['Cooling system', 'Air cooled'],
    ['Pressure impulse', '4-stroke'],
    ['Piston movement', 'Reciprocating'],
    ['Fuel type', 'diesel'],
    ['Details', 'Ran a rice mill for three seasons.'],
    ['Location', 'Dinajpur'],
    ['Phone number (optional)', '01712345678'],
  ];
  const numberFields: [string, string][] = [
    ['Resale price', '520'],
    ['Original price', '1150'],
    ['Manufacturing year', '2019'],
    ['Years of use', '3'],
  ];
  for (const [name, value] of textFields) await form.getByRole('textbox', { name, exact: true }).fill(value);
  for (const [name, value] of numberFields) await form.getByRole('spinbutton', { name, exact: true }).fill(value);
}

/** `buyerEmail` asks to book the machine through the API, as the booking modal does: the booking's id. */
export async function requestMachine(request: APIRequestContext, buyerEmail: string, productId: string) {
  const booked = await request.post('/api/bookings', {
    headers: await authorization(request, buyerEmail),
    data: { productId, buyerNumber: '01811223344', buyerLocation: 'Rajshahi' },
  });
  expect(booked.status()).toBe(201);
  const { data: booking } = (await booked.json()) as { data: { _id: string } };
  return booking._id;
}

/** The seller accepts a request through the API, as My Buyers does: the machine is sold, and those who saved it are told. */
export async function acceptRequest(request: APIRequestContext, sellerEmail: string, bookingId: string) {
  const answered = await request.put(`/api/bookings/${bookingId}/status`, { headers: await authorization(request, sellerEmail), data: { status: 'accepted' } });
  expect(answered.status()).toBe(200);
  await owedWorkDone();
}

/** The seller gives the machine a new price through the API (`PATCH /products/{id}`), as editing a listing does; those who saved it are told. */
export async function changePrice(request: APIRequestContext, sellerEmail: string, productId: string, resalePrice: number) {
  const edited = await request.patch(`/api/products/${productId}`, { headers: await authorization(request, sellerEmail), data: { resalePrice } });
  expect(edited.status()).toBe(200);
  await owedWorkDone();
}

/** `userEmail` saves the machine to their favourites through the API, as its heart does. */
export async function saveFavourite(request: APIRequestContext, userEmail: string, productId: string) {
  const saved = await request.put(`/api/favourites/${productId}`, { headers: await authorization(request, userEmail) });
  expect(saved.ok()).toBe(true);
}
