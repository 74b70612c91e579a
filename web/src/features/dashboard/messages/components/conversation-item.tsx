import type { Conversation } from '@contract';
import { Link as RouterLink } from 'react-router-dom';
import { PlainFallbackImage } from '@/components/ui/fallback-image';
import { StaticBadge } from '@/components/ui/static-badge';
import { formatMoment, formatSince } from '@/lib/format';
import styles from './conversation-item.module.css';

export const conversationPath = (id: string) => `/dashboard/messages/${encodeURIComponent(id)}`;

/**
 * What the last message says, on one line, "You: " before the user's own. A message without
 * words is a deleted account's; the user's own always has words, but the list may leave them out.
 */
function excerptOf({ lastMessage }: Conversation) {
  const text = lastMessage.text.replace(/\s+/g, ' ').trim();
  if (lastMessage.mine) return text ? `You: ${text}` : 'You wrote last.';
  return text || 'Message removed with its author’s account.';
}

/**
 * One conversation in the list, a link to it: the machine's picture and name, who it is with, the
 * last message and when; an "Unread" badge when messages came since the user last read it. Static
 * styles: a page of conversations is drawn without Chakra's theme.
 */
export function ConversationItem({ conversation }: { conversation: Conversation }) {
  const { product, otherName, side, unread, lastActivityAt } = conversation;
  return (
    <li className={styles.item}>
      <RouterLink to={conversationPath(conversation._id)} className={styles.link} data-unread={unread ? true : undefined}>
        <PlainFallbackImage src={product.picture} alt="" width={64} height={48} className={styles.picture} />
        <div className={styles.lines}>
          <div className={`${styles.line} ${styles.firstLine}`}>
            <p className={`${styles.name} ${styles.oneLine}`}>{product.productName}</p>
            <span className={styles.when}>
              <time dateTime={lastActivityAt} title={formatMoment(lastActivityAt)}>
                {formatSince(lastActivityAt)}
              </time>
            </span>
          </div>
          <p className={styles.who}>
            {side === 'buyer' ? 'Seller' : 'Buyer'}: {otherName}
          </p>
          <div className={styles.line}>
            <p className={`${styles.excerpt} ${styles.oneLine}`}>{excerptOf(conversation)}</p>
            {unread ? (
              <StaticBadge palette="brand" variant="solid" className={styles.unread}>
                Unread
              </StaticBadge>
            ) : null}
          </div>
        </div>
      </RouterLink>
    </li>
  );
}
