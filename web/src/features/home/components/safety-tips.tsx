import type { ComponentType } from 'react';
import { EyeIcon, LocationIcon, UsersIcon, VerifiedIcon } from '@/components/ui/icons';
import section from './home-section.module.css';
import styles from './safety-tips.module.css';

const tips: { title: string; text: string; Icon: ComponentType<{ size?: string }> }[] = [
  {
    title: 'Deal with well-behaved users',
    text: 'Keep every conversation polite and about the machine. Walk away from anyone who pressures, insults or rushes you.',
    Icon: UsersIcon,
  },
  {
    title: 'Look for the blue tick',
    text: 'A blue tick beside a seller’s name means we have verified that seller. Prefer verified sellers for costly machines.',
    Icon: VerifiedIcon,
  },
  {
    title: 'Check the seller’s location',
    text: 'Every listing shows where the machine is. Inspect it there, see it run, and make sure the place matches the listing.',
    Icon: LocationIcon,
  },
  {
    title: 'Stay aware',
    text: 'Never pay in full before you have seen the machine. Be wary of prices far below the market and of advance fees.',
    Icon: EyeIcon,
  },
];

export function SafetyTips() {
  return (
    <section aria-labelledby="safety-heading" className={styles.section}>
      <div className={`${section.container} ${section.roomy}`}>
        <div className={section.column}>
          <h2 id="safety-heading" className={section.heading}>
            Trade safely
          </h2>
          <ul className={styles.tips}>
            {tips.map(({ title, text, Icon }) => (
              <li key={title} className={styles.tip}>
                <div className={styles.icon}>
                  <Icon size="1.75rem" />
                </div>
                <h3 className={styles.title}>{title}</h3>
                <p className={styles.text}>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
