import { staticButtonClass } from '@/components/ui/static-button';
import styles from './book-now.module.css';

/** "Book now" as Chakra's solid Button (md), from the static stylesheet: a page of cards styles none of them. */
export const bookNowLook = staticButtonClass({ variant: 'solid', size: 'md' });

/** At the start of its card's row, the same before and after its dialog's code arrives. */
export const bookNowButtonClass = `${bookNowLook} ${styles.start}`;
