import { List } from '@chakra-ui/react';

/** What deleting the account takes with it, as the API removes it. */
const REMOVED_WITH_THE_ACCOUNT = [
  'your listings, which leave the catalog and the home page',
  'your bookings, made and received (their buyers see them withdrawn)',
  'your favourites and saved searches',
  'your notifications',
  'every picture you uploaded, your profile picture included',
];

/** The list the danger zone shows, and its dialog again, right above the button. */
export function WhatIsRemoved() {
  return (
    <List.Root ps="5" gap="1">
      {REMOVED_WITH_THE_ACCOUNT.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}
