/** The top bar's destinations, in the spec's order and spelling. */
export const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/contactUs', label: 'Contact Us' },
] as const;
