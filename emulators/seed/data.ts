// The demo data of the local emulators: four accounts, the three size categories, used engines
// for sale and a few bookings. Plain data only (no I/O); `emulators/seed/draw-pictures.ts`
// draws the product pictures and avatars from it, `data.test.ts` checks its invariants.
import type { Booking, Category, Product, Role } from '../../functions/src/contract/index.js';
import { bookingId } from '../../functions/src/store/booking-id.js';

/** The password of every demo account (meets the sign-in strength pattern). */
export const DEMO_PASSWORD = 'Machine#2026';

export type SeedUser = {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: Role;
  sellerVerify: boolean;
  adminVerify: boolean;
  photoURL: string;
  /** When an admin gave the seller's blue tick (ISO). */
  verifiedAt?: string;
};

const admin: SeedUser = {
  uid: 'NadiaKarimAdminDemoUid000001',
  email: 'admin@machinery.test',
  password: DEMO_PASSWORD,
  displayName: 'Nadia Karim',
  role: 'admin',
  sellerVerify: false,
  adminVerify: true,
  photoURL: '/seed/avatars/nadia-karim.svg',
};

/** The verified seller: most listings are his. */
const rahim: SeedUser = {
  uid: 'RahimUddinSellerDemoUid00002',
  email: 'seller@machinery.test',
  password: DEMO_PASSWORD,
  displayName: 'Rahim Uddin',
  role: 'seller',
  sellerVerify: true,
  adminVerify: false,
  photoURL: '/seed/avatars/rahim-uddin.svg',
  verifiedAt: '2026-03-02T10:15:00.000Z',
};

/** A seller not yet verified by an admin. */
const shafiq: SeedUser = {
  uid: 'ShafiqulIslamSellerUid000003',
  email: 'seller2@machinery.test',
  password: DEMO_PASSWORD,
  displayName: 'Shafiqul Islam',
  role: 'seller',
  sellerVerify: false,
  adminVerify: false,
  photoURL: '/seed/avatars/shafiqul-islam.svg',
};

const buyer: SeedUser = {
  uid: 'TanvirAhmedBuyerDemoUid00004',
  email: 'buyer@machinery.test',
  password: DEMO_PASSWORD,
  displayName: 'Tanvir Ahmed',
  role: 'buyer',
  sellerVerify: false,
  adminVerify: false,
  photoURL: '/seed/avatars/tanvir-ahmed.svg',
};

export const seedUsers: SeedUser[] = [admin, rahim, shafiq, buyer];

export const seedCategories: Category[] = [
  { _id: 'SU8iIoELi9M4SGsfAQk7', categorySize: '20', categoryImage: '/categories/20.svg' },
  { _id: 'iYY6LtGAyZjHZmya9gy4', categorySize: '32', categoryImage: '/categories/32.svg' },
  { _id: 'ed1wPw7X8bbGEuRtCu6h', categorySize: '40', categoryImage: '/categories/40.svg' },
];

const sellerNumbers: Record<string, string> = { [rahim.uid]: '01712345678', [shafiq.uid]: '01915678234' };

/** The per-listing fields; the helper adds the seller's fields, the post date texts and the defaults. */
type Listing = Omit<
  Product,
  'dateOfPost' | 'timeOfPost' | 'sellerUid' | 'sellerName' | 'sellerEmail' | 'sellerNumber' | 'sellerVerify' | 'sold' | 'name' | 'userInfo' | 'pictures' | 'priceHistory'
> & { seller: SeedUser; sellerNumber?: string; sold?: boolean; pictures?: string[] };

/** A product posted by `seller` at `createdAt`: the date and 12-hour time texts are those of that instant in UTC. */
/** A listing as stored: the seller's account id is always known there. */
export type SeedProduct = Product & { sellerUid: string };

const product = ({ seller, sellerNumber, sold = false, pictures, ...listing }: Listing): SeedProduct => {
  const at = new Date(listing.createdAt);
  const hours = at.getUTCHours();
  return {
    ...listing,
    pictures: pictures ?? [listing.picture],
    priceHistory: [{ price: listing.resalePrice, at: listing.createdAt }],
    dateOfPost: `${at.getUTCMonth() + 1}/${at.getUTCDate()}/${at.getUTCFullYear()}`,
    timeOfPost: `${hours % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`,
    sellerUid: seller.uid,
    sellerName: seller.displayName,
    sellerEmail: seller.email,
    sellerNumber: sellerNumber ?? sellerNumbers[seller.uid] ?? '',
    sellerVerify: seller.sellerVerify,
    ...(seller.verifiedAt ? { sellerVerifiedAt: seller.verifiedAt } : {}),
    sold,
    name: '',
    userInfo: '',
  };
};

export const seedProducts: SeedProduct[] = [
  // ---- size 20: small engines ----
  product({
    _id: 'huG8GP38g4o5MNJAYKJ1',
    productName: '4HP Water Cooled Diesel Engine (R170A)',
    categoryCompany: 'JINTIAN',
    categorySize: '20',
    categorySelf: 'no',
    madeOf: 'China',
    ignitionMode: 'Compression ignition',
    speedCoolingCylinder: 'Water cooled (hopper), single cylinder, 2600 rpm',
    pressureImpulse: '4-stroke, direct injection',
    pistonMovement: 'Reciprocating, horizontal',
    fuel: 'diesel',
    details:
      'Used for four seasons on a shallow tube-well for paddy irrigation. Starts on the first pull of the crank, no smoke; injector nozzle replaced last year. Comes with the pulley, crank handle and tool kit.',
    picture: '/seed/products/jintian-r170a.svg',
    location: 'Chapai-Nawabganj',
    resalePrice: 185,
    originalPrice: 340,
    mfYear: 2020,
    yearOfUse: 4,
    seller: rahim,
    advertiseName: 'HomePageAdds',
    createdAt: '2026-08-04T03:20:00.000Z',
  }),
  product({
    _id: 'UXXFWXLCpaNfhs0gCa05',
    productName: '5.5HP OHV Petrol Engine (GX160)',
    categoryCompany: 'Honda',
    categorySize: '20',
    categorySelf: 'no',
    madeOf: 'Thailand',
    ignitionMode: 'Spark ignition (transistorized magneto)',
    speedCoolingCylinder: 'Air cooled, single cylinder, 3600 rpm',
    pressureImpulse: '4-stroke, overhead valve',
    pistonMovement: 'Reciprocating, inclined 25°',
    fuel: 'petrol',
    details:
      'Genuine Honda taken off a water pump set, about 600 running hours. Oil changed every 50 hours, new spark plug and air filter element. Recoil starter works smoothly; small dent on the fuel tank.',
    picture: '/seed/products/honda-gx160.svg',
    location: 'Bogura',
    resalePrice: 215,
    originalPrice: 395,
    mfYear: 2021,
    yearOfUse: 3,
    seller: rahim,
    advertiseName: 'HomePageAdds',
    createdAt: '2026-08-11T09:05:00.000Z',
  }),
  product({
    _id: 'RFRunzqw7wZyVGOeUvfJ',
    productName: '6HP OHC Petrol Engine (EX17)',
    categoryCompany: 'Robin / Subaru',
    categorySize: '20',
    categorySelf: 'no',
    madeOf: 'Japan',
    ignitionMode: 'Spark ignition (magneto)',
    speedCoolingCylinder: 'Air cooled, single cylinder, 3600 rpm',
    pressureImpulse: '4-stroke, overhead cam',
    pistonMovement: 'Reciprocating, inclined 25°',
    fuel: 'petrol',
    details:
      'Ran a small concrete mixer on two building sites. Compression is good and it idles steadily; the carburettor was cleaned and the recoil rope replaced in June. Sold as the bare engine, no mixer.',
    picture: '/seed/products/robin-ex17.svg',
    location: 'Khulna',
    resalePrice: 230,
    originalPrice: 430,
    mfYear: 2017,
    yearOfUse: 7,
    seller: shafiq,
    createdAt: '2026-08-19T14:42:00.000Z',
  }),
  product({
    _id: 'IssDj4PTTKtb2TxxDBfz',
    productName: '6.5HP Vanguard Petrol Engine (Horizontal Shaft)',
    categoryCompany: 'Briggs & Stratton',
    categorySize: '20',
    categorySelf: 'no',
    madeOf: 'USA',
    ignitionMode: 'Spark ignition (magneto)',
    speedCoolingCylinder: 'Air cooled, single cylinder, 3600 rpm',
    pressureImpulse: '4-stroke, overhead valve',
    pistonMovement: 'Reciprocating, horizontal shaft',
    fuel: 'petrol',
    details:
      'Older engine from a pressure washer, still runs but uses a little oil. Cylinder head gasket replaced two years ago. Priced for a workshop that can give it a ring job.',
    picture: '/seed/products/briggs-vanguard.svg',
    location: 'Jessore',
    resalePrice: 150,
    originalPrice: 360,
    mfYear: 2014,
    yearOfUse: 10,
    seller: rahim,
    sold: true,
    createdAt: '2026-08-02T06:10:00.000Z',
  }),
  product({
    _id: '5LJF3hBGZW3M4Fz6Hq2A',
    productName: '4.7HP Air Cooled Diesel Engine (L48N)',
    categoryCompany: 'Yanmar',
    categorySize: '20',
    categorySelf: 'yes',
    madeOf: 'Japan',
    ignitionMode: 'Compression ignition',
    speedCoolingCylinder: 'Air cooled, single cylinder, 3600 rpm',
    pressureImpulse: '4-stroke, direct injection, 19.6 MPa injection pressure',
    pistonMovement: 'Reciprocating, vertical',
    fuel: 'diesel',
    details:
      'Compact vertical diesel with electric start, used on a small generator set. Battery not included; the starter motor and charging coil both work. Fuel filter and engine oil changed before listing.',
    picture: '/seed/products/yanmar-l48n.svg',
    location: 'Rajshahi',
    resalePrice: 360,
    originalPrice: 590,
    mfYear: 2016,
    yearOfUse: 8,
    seller: rahim,
    sellerNumber: '',
    createdAt: '2026-09-02T11:30:00.000Z',
  }),

  // ---- size 32: medium engines ----
  product({
    _id: 'K7EGHZbKoXi0d9TH4QgT',
    productName: '22HP Water Cooled Diesel Engine (ZS1115)',
    categoryCompany: 'Changchai',
    categorySize: '32',
    categorySelf: 'yes',
    madeOf: 'China',
    ignitionMode: 'Compression ignition',
    speedCoolingCylinder: 'Water cooled (radiator), single cylinder, 2200 rpm',
    pressureImpulse: '4-stroke, direct injection',
    pistonMovement: 'Reciprocating, horizontal',
    fuel: 'diesel',
    details:
      'Powered a rice husking mill for three seasons, serviced at the local Changchai dealer. Radiator flushed and a new fan belt fitted. Electric start and hand crank both included, with the mounting frame.',
    picture: '/seed/products/changchai-zs1115.svg',
    location: 'Dinajpur',
    resalePrice: 520,
    originalPrice: 890,
    mfYear: 2019,
    yearOfUse: 5,
    seller: rahim,
    advertiseName: 'HomePageAdds',
    createdAt: '2026-09-09T04:55:00.000Z',
  }),
  product({
    _id: 'NBEjE4o24hOSDRET79Iq',
    productName: '10HP Water Cooled Diesel Engine (TV1)',
    categoryCompany: 'Kirloskar',
    categorySize: '32',
    categorySelf: 'no',
    madeOf: 'India',
    ignitionMode: 'Compression ignition',
    speedCoolingCylinder: 'Water cooled (thermosiphon), single cylinder, 1500 rpm',
    pressureImpulse: '4-stroke, direct injection',
    pistonMovement: 'Reciprocating, vertical',
    fuel: 'diesel',
    details:
      'Slow-speed Kirloskar that ran a deep tube-well pump; very economical on diesel. Top overhaul done 2023 with new liner and rings. Hand-start only; comes with the flywheel pulley and exhaust silencer.',
    picture: '/seed/products/kirloskar-tv1.svg',
    location: 'Rangpur',
    resalePrice: 640,
    originalPrice: 1150,
    mfYear: 2015,
    yearOfUse: 9,
    seller: shafiq,
    advertiseName: 'HomePageAdds',
    createdAt: '2026-09-17T13:15:00.000Z',
  }),
  product({
    _id: 'JzQtJZPGSEZ4zBms1rac',
    productName: '14HP Horizontal Diesel Engine (RT140)',
    categoryCompany: 'Kubota',
    categorySize: '32',
    categorySelf: 'yes',
    madeOf: 'Thailand',
    ignitionMode: 'Compression ignition',
    speedCoolingCylinder: 'Water cooled (radiator), single cylinder, 2400 rpm',
    pressureImpulse: '4-stroke, direct injection',
    pistonMovement: 'Reciprocating, horizontal',
    fuel: 'diesel',
    details:
      'Siam Kubota engine from a two-wheel power tiller, tiller sold separately. Pulls strongly with no blow-by; oil and coolant changed last month. Electric start with a one-year-old battery included.',
    picture: '/seed/products/kubota-rt140.svg',
    location: 'Mymensingh',
    resalePrice: 780,
    originalPrice: 1450,
    mfYear: 2018,
    yearOfUse: 6,
    seller: rahim,
    createdAt: '2026-09-26T08:00:00.000Z',
  }),
  product({
    _id: 'jP4M9DZH7Fx6mqSFDGX0',
    productName: '13HP Twin Cylinder Diesel Engine (LPW2)',
    categoryCompany: 'Lister Petter',
    categorySize: '32',
    categorySelf: 'yes',
    madeOf: 'UK',
    ignitionMode: 'Compression ignition',
    speedCoolingCylinder: 'Water cooled (radiator), twin cylinder, 3000 rpm',
    pressureImpulse: '4-stroke, indirect injection',
    pistonMovement: 'Reciprocating, vertical in-line',
    fuel: 'diesel',
    details:
      'Ex-telecom standby generator engine with low hours for its age, kept indoors. Some paint fade on the rocker covers, otherwise clean. Sold with radiator, starter motor and the original service manual.',
    picture: '/seed/products/lister-petter-lpw2.svg',
    location: 'Dhaka-Savar',
    resalePrice: 980,
    originalPrice: 1500,
    mfYear: 2008,
    yearOfUse: 14,
    seller: rahim,
    createdAt: '2026-10-05T05:45:00.000Z',
  }),
  product({
    _id: 'FZBJQ6c1suD6ZgCSTY9G',
    productName: '22HP V-Twin Petrol Engine (GX690)',
    categoryCompany: 'Honda',
    categorySize: '32',
    categorySelf: 'yes',
    madeOf: 'Japan',
    ignitionMode: 'Spark ignition (transistorized magneto)',
    speedCoolingCylinder: 'Air cooled, V-twin, 3600 rpm',
    pressureImpulse: '4-stroke, overhead valve',
    pistonMovement: 'Reciprocating, V-twin 90°',
    fuel: 'petrol',
    details:
      'Removed from a 15 kVA portable generator whose alternator failed; the engine itself is sound. Electric start and recoil both work. Air filter housing cracked at one clip, replacement is cheap.',
    picture: '/seed/products/honda-gx690.svg',
    location: 'Chattogram',
    resalePrice: 820,
    originalPrice: 1480,
    mfYear: 2020,
    yearOfUse: 4,
    seller: shafiq,
    createdAt: '2026-10-14T12:20:00.000Z',
  }),

  // ---- size 40: large engines ----
  product({
    _id: 'qC79l9B1UE8ePr5FxgmV',
    productName: '4-Cylinder 2.2L Diesel Engine (404D-22)',
    categoryCompany: 'Perkins',
    categorySize: '40',
    categorySelf: 'yes',
    madeOf: 'UK',
    ignitionMode: 'Compression ignition',
    speedCoolingCylinder: 'Water cooled (radiator), 4 cylinder in-line, 1500 rpm',
    pressureImpulse: '4-stroke, indirect injection',
    pistonMovement: 'Reciprocating, vertical in-line',
    fuel: 'diesel',
    details:
      'Prime mover of a 20 kVA generator set from a garment factory, regular service records available. Starts instantly and holds speed under load. Sold with radiator, fan guard and the control panel wiring.',
    picture: '/seed/products/perkins-404d-22.svg',
    location: 'Narayanganj',
    resalePrice: 2900,
    originalPrice: 5400,
    mfYear: 2012,
    yearOfUse: 12,
    seller: rahim,
    advertiseName: 'HomePageAdds',
    createdAt: '2026-10-23T07:35:00.000Z',
  }),
  product({
    _id: '2AjC6afaCLI71fNYmphN',
    productName: '3-Cylinder Air Cooled Diesel Engine (F3L912)',
    categoryCompany: 'Deutz',
    categorySize: '40',
    categorySelf: 'yes',
    madeOf: 'Germany',
    ignitionMode: 'Compression ignition',
    speedCoolingCylinder: 'Air cooled (blower), 3 cylinder in-line, 2300 rpm',
    pressureImpulse: '4-stroke, direct injection',
    pistonMovement: 'Reciprocating, vertical in-line',
    fuel: 'diesel',
    details:
      'Old but famously tough Deutz from a brick-field pump. Cooling blower belt and injectors replaced; it smokes a little when cold and clears once warm. Starter and alternator work, no battery.',
    picture: '/seed/products/deutz-f3l912.svg',
    location: 'Sylhet',
    resalePrice: 2200,
    originalPrice: 4800,
    mfYear: 2004,
    yearOfUse: 18,
    seller: shafiq,
    sellerNumber: '',
    createdAt: '2026-11-02T10:50:00.000Z',
  }),
  product({
    _id: 'cWI9rQWOwjauQLKX783F',
    productName: '4-Cylinder 2.2L Diesel Engine (V2203)',
    categoryCompany: 'Kubota',
    categorySize: '40',
    categorySelf: 'yes',
    madeOf: 'Japan',
    ignitionMode: 'Compression ignition',
    speedCoolingCylinder: 'Water cooled (radiator), 4 cylinder in-line, 3000 rpm',
    pressureImpulse: '4-stroke, indirect injection',
    pistonMovement: 'Reciprocating, vertical in-line',
    fuel: 'diesel',
    details:
      'Taken out of a compact loader at about 4,000 hours, runs quiet and starts easily. New water pump and thermostat this year. Includes radiator, alternator and starter; exhaust elbow is rusty but sound.',
    picture: '/seed/products/kubota-v2203.svg',
    location: 'Cumilla',
    resalePrice: 3100,
    originalPrice: 5600,
    mfYear: 2016,
    yearOfUse: 8,
    seller: rahim,
    createdAt: '2026-11-10T15:05:00.000Z',
  }),
  product({
    _id: 'F8DKNZkjLHnBNvDMoRTe',
    productName: '4-Cylinder 2.5L Diesel Engine (S4S)',
    categoryCompany: 'Mitsubishi',
    categorySize: '40',
    categorySelf: 'yes',
    madeOf: 'Japan',
    ignitionMode: 'Compression ignition',
    speedCoolingCylinder: 'Water cooled (radiator), 4 cylinder in-line, 2500 rpm',
    pressureImpulse: '4-stroke, indirect injection',
    pistonMovement: 'Reciprocating, vertical in-line',
    fuel: 'diesel',
    details:
      'Forklift engine, imported used and never run in Bangladesh before this year. Compression tested even on all four cylinders. Sold as seen on the stand, with flywheel housing and starter.',
    picture: '/seed/products/mitsubishi-s4s.svg',
    location: 'Barishal',
    resalePrice: 2600,
    originalPrice: 5200,
    mfYear: 2010,
    yearOfUse: 13,
    seller: rahim,
    createdAt: '2026-11-18T00:25:00.000Z',
  }),
];

/** The buyer's bookings: one of each seller at least, never the sold engine. */
export const seedBookings: Booking[] = [
  {
    _id: bookingId('huG8GP38g4o5MNJAYKJ1', buyer.uid),
    productName: '4HP Water Cooled Diesel Engine (R170A)',
    productId: 'huG8GP38g4o5MNJAYKJ1',
    sellerEmail: rahim.email,
    resalePrice: 185,
    buyerName: buyer.displayName,
    buyerEmail: buyer.email,
    buyerNumber: '01811223344',
    buyerLocation: 'Rajshahi',
    status: 'requested',
    createdAt: '2026-08-06T10:12:00.000Z',
  },
  {
    _id: bookingId('NBEjE4o24hOSDRET79Iq', buyer.uid),
    productName: '10HP Water Cooled Diesel Engine (TV1)',
    productId: 'NBEjE4o24hOSDRET79Iq',
    sellerEmail: shafiq.email,
    resalePrice: 640,
    buyerName: buyer.displayName,
    buyerEmail: buyer.email,
    buyerNumber: '01811223344',
    buyerLocation: 'Rajshahi',
    status: 'requested',
    createdAt: '2026-09-20T09:05:00.000Z',
  },
  {
    _id: bookingId('JzQtJZPGSEZ4zBms1rac', buyer.uid),
    productName: '14HP Horizontal Diesel Engine (RT140)',
    productId: 'JzQtJZPGSEZ4zBms1rac',
    sellerEmail: rahim.email,
    resalePrice: 780,
    buyerName: buyer.displayName,
    buyerEmail: buyer.email,
    buyerNumber: '01811223344',
    buyerLocation: 'Natore',
    status: 'requested',
    createdAt: '2026-09-28T06:40:00.000Z',
  },
  {
    _id: bookingId('2AjC6afaCLI71fNYmphN', buyer.uid),
    productName: '3-Cylinder Air Cooled Diesel Engine (F3L912)',
    productId: '2AjC6afaCLI71fNYmphN',
    sellerEmail: shafiq.email,
    resalePrice: 2200,
    buyerName: buyer.displayName,
    buyerEmail: buyer.email,
    buyerNumber: '01811223344',
    buyerLocation: 'Rajshahi',
    status: 'requested',
    createdAt: '2026-11-05T13:30:00.000Z',
  },
];
