import type { ComponentType } from 'react';
import { FacebookIcon, LinkedinIcon, TwitterIcon, YoutubeIcon } from '@/components/ui/icons';
import { PRODUCT_NAME } from '@/config/site';
import { Brand } from './brand';
import container from '@/components/ui/container.module.css';
import styles from './footer.module.css';

// The spec lists these pages without content yet: shown as plain text, never as links that go nowhere.
const companyPages = ['About us', 'Contact', 'Jobs', 'Press kit'];

const socialNetworks: { name: string; Icon: ComponentType<{ label?: string }> }[] = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Twitter', Icon: TwitterIcon },
  { name: 'YouTube', Icon: YoutubeIcon },
  { name: 'LinkedIn', Icon: LinkedinIcon },
];

const COPYRIGHT_YEAR = 2022;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`${container.container} ${styles.room}`}>
        <div className={styles.row}>
          <div className={styles.about}>
            <Brand />
            <p className={styles.small}>Used engines and machinery, bought and sold by size.</p>
          </div>
          <ul aria-label="Company" className={styles.pages}>
            {companyPages.map((page) => (
              <li key={page}>{page}</li>
            ))}
          </ul>
          <ul aria-label="Social media" className={styles.networks}>
            {socialNetworks.map(({ name, Icon }) => (
              <li key={name}>
                <Icon label={name} />
              </li>
            ))}
          </ul>
        </div>
        <p className={`${styles.small} ${styles.copyright}`}>
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
