// Written by `npm run api:examples` from emulators/seed/data.ts: the examples of the API document.
// Do not edit: a test fails when this differs from the seed.
export const seedExamples: Record<string, unknown> = {
  "Category": {
    "_id": "SU8iIoELi9M4SGsfAQk7",
    "categorySize": "20",
    "categoryImage": "/categories/20.svg"
  },
  "Product": {
    "_id": "huG8GP38g4o5MNJAYKJ1",
    "productName": "4HP Water Cooled Diesel Engine (R170A)",
    "categoryCompany": "JINTIAN",
    "categorySize": "20",
    "categorySelf": "no",
    "madeOf": "China",
    "ignitionMode": "Compression ignition",
    "speedCoolingCylinder": "Water cooled (hopper), single cylinder, 2600 rpm",
    "pressureImpulse": "4-stroke, direct injection",
    "pistonMovement": "Reciprocating, horizontal",
    "fuel": "diesel",
    "details": "Used for four seasons on a shallow tube-well for paddy irrigation. Starts on the first pull of the crank, no smoke; injector nozzle replaced last year. Comes with the pulley, crank handle and tool kit.",
    "picture": "/seed/products/jintian-r170a.svg",
    "location": "Chapai-Nawabganj",
    "resalePrice": 185,
    "originalPrice": 340,
    "mfYear": 2020,
    "yearOfUse": 4,
    "advertiseName": "HomePageAdds",
    "createdAt": "2026-08-04T03:20:00.000Z",
    "pictures": [
      "/seed/products/jintian-r170a.svg"
    ],
    "dateOfPost": "8/4/2026",
    "timeOfPost": "3:20 AM",
    "sellerName": "Rahim Uddin",
    "sellerEmail": "seller@machinery.test",
    "sellerNumber": "01712345678",
    "sellerVerify": true,
    "sellerVerifiedAt": "2026-03-02T10:15:00.000Z",
    "sold": false,
    "name": "",
    "userInfo": "",
    "priceHistory": [
      {
        "price": 185,
        "at": "2026-08-04T03:20:00.000Z"
      }
    ]
  },
  "User": {
    "_id": "RahimUddinSellerDemoUid00002",
    "displayName": "Rahim Uddin",
    "email": "seller@machinery.test",
    "role": "seller",
    "sellerVerify": true,
    "adminVerify": false,
    "photoURL": "/seed/avatars/rahim-uddin.svg",
    "verifiedAt": "2026-03-02T10:15:00.000Z"
  },
  "Booking": {
    "_id": "86f03ef4106992900683661e476115e4",
    "productName": "4HP Water Cooled Diesel Engine (R170A)",
    "productId": "huG8GP38g4o5MNJAYKJ1",
    "sellerEmail": "seller@machinery.test",
    "resalePrice": 185,
    "buyerName": "Tanvir Ahmed",
    "buyerEmail": "buyer@machinery.test",
    "buyerNumber": "01811223344",
    "buyerLocation": "Rajshahi",
    "status": "requested",
    "createdAt": "2026-08-06T10:12:00.000Z"
  },
  "ProductInput": {
    "productName": "4HP Water Cooled Diesel Engine (R170A)",
    "categoryCompany": "JINTIAN",
    "categorySize": "20",
    "categorySelf": "no",
    "madeOf": "China",
    "ignitionMode": "Compression ignition",
    "speedCoolingCylinder": "Water cooled (hopper), single cylinder, 2600 rpm",
    "pressureImpulse": "4-stroke, direct injection",
    "pistonMovement": "Reciprocating, horizontal",
    "fuel": "diesel",
    "details": "Used for four seasons on a shallow tube-well for paddy irrigation. Starts on the first pull of the crank, no smoke; injector nozzle replaced last year. Comes with the pulley, crank handle and tool kit.",
    "location": "Chapai-Nawabganj",
    "resalePrice": 185,
    "originalPrice": 340,
    "mfYear": 2020,
    "yearOfUse": 4,
    "pictures": [
      "http://127.0.0.1:5000/seed/products/jintian-r170a.svg"
    ],
    "sellerNumber": "01712345678",
    "name": "",
    "userInfo": ""
  },
  "BookingInput": {
    "productId": "huG8GP38g4o5MNJAYKJ1",
    "buyerNumber": "01811223344",
    "buyerLocation": "Rajshahi"
  },
  "SavedMachines": {
    "productIds": [
      "huG8GP38g4o5MNJAYKJ1"
    ]
  }
};
