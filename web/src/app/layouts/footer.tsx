import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { FacebookIcon, LinkedinIcon, TwitterIcon, YoutubeIcon } from '@/components/ui/icons';
import { PRODUCT_NAME } from '@/config/site';
import { Brand } from './brand';
import container from '@/components/ui/container.module.css';
import styles from './footer.module.css';

// The spec's company pages, and the API's reference for developers. Contact is the app's Contact
// Us page; the others have no page yet and stay plain text, never links that go nowhere.
const companyPages: { label: string; to?: string }[] = [
  { label: 'About us' },
  { label: 'Contact', to: '/contactUs' },
  { label: 'Jobs' },
  { label: 'Press kit' },
  { label: 'API', to: '/api/docs' },
];

const socialNetworks: { name: string; href: string; Icon: ComponentType<{ label?: string }> }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { name: 'Twitter', href: 'https://twitter.com/', Icon: TwitterIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/', Icon: YoutubeIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedinIcon },
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
            {companyPages.map(({ label, to }) => (
              <li key={label}>
                {to ? (
                  <Link to={to} className={styles.pageLink}>
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </li>
            ))}
          </ul>
          <ul aria-label="Social media" className={styles.networks}>
            {socialNetworks.map(({ name, href, Icon }) => (
              <li key={name}>
                {/* Another site opens in a new tab, without access to this page (noopener) or its address (noreferrer). */}
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} (opens in a new tab)`} className={styles.network}>
                  <Icon />
                </a>
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
