// The Account tab's first section, as words only (no React): the tab, the dashboard's arriving
// screen and the page's still shell draw its frame from here before the account has been read.
export const PROFILE_SECTION = {
  title: 'Profile',
  description: 'Your name and picture are shown on your listings and your bookings; buyers call the phone number on your listings.',
};
