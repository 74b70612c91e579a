import { staticButtonClass } from '@/components/ui/static-button';
import styles from './ask-seller.module.css';

/**
 * "Ask the seller" as Chakra's outline Button (md), from the static stylesheet, the same before
 * and after its dialog's code arrives: a page of cards styles none of them as it renders.
 */
export const askSellerButtonClass = `${staticButtonClass({ size: 'md' })} ${styles.start}`;
