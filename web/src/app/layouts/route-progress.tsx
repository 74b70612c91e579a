import { useNavigation } from 'react-router-dom';
import styles from './route-progress.module.css';

/** Screens load on demand: a thin bar tells the user the next one is on its way. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div role="progressbar" aria-label="Loading page" className={styles.bar} />;
}
