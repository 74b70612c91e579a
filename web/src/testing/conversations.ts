import type { Conversation, Message } from '@contract';

let sequence = 0;

/** A conversation as the API answers it to the buyer who asked; override what the test is about. */
export function testConversation(overrides: Partial<Conversation> = {}): Conversation {
  sequence += 1;
  return {
    _id: `conversation${sequence}`,
    product: { _id: 'huG8GP38g4o5MNJAYKJ1', productName: '4HP Water Cooled Diesel Engine (R170A)', picture: '/seed/products/jintian-r170a.svg', resalePrice: 185, sold: false },
    side: 'buyer',
    otherName: 'Rahim Uddin',
    lastMessage: { text: 'Does it start cold?', mine: true, at: '2026-08-04T03:20:00.000Z' },
    unread: false,
    lastActivityAt: '2026-08-04T03:20:00.000Z',
    ...overrides,
  };
}

/** A message as the API answers it; override what the test is about. */
export function testMessage(overrides: Partial<Message> = {}): Message {
  sequence += 1;
  return {
    _id: `message${sequence}`,
    from: 'buyer',
    mine: true,
    authorName: 'Tanvir Ahmed',
    text: 'Does it start cold?',
    createdAt: new Date(Date.UTC(2026, 7, 4, 3, 20, sequence)).toISOString(),
    ...overrides,
  };
}
