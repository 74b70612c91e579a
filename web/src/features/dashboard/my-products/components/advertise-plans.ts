import { formatPrice } from '@/lib/format';

export const HOME_PAGE_ADDS = 'home-page-adds';
const SUPER_ADD = 'super-add';

/** What each plan costs, in the currency of every price in the app; the spec's labels stay as they are. */
export const plans = [
  { value: HOME_PAGE_ADDS, label: 'HomePage adds cos.5/1d', cost: `${formatPrice(5)} a day` },
  { value: SUPER_ADD, label: 'Super Add 15/month', cost: `${formatPrice(15)} a month` },
];
