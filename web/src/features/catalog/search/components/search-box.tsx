import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FieldInput } from '@/components/ui/form-field';
import { preloadSearchCheck } from '../load-search-check';
import styles from './search-box.module.css';

/** How long typing pauses before the results follow it. */
export const TYPING_PAUSE_MS = 400;

/** The search box's id: focus goes here once the last filter chip is removed. */
export const SEARCH_BOX_ID = 'catalog-search';

type SearchBoxProps = {
  /** The keywords of the address. */
  value: string;
  /** New keywords; `replace` when they continue the same burst of typing (one history entry for it). */
  onSearch: (keywords: string, replace: boolean) => void;
};

/**
 * The keyword search: the results follow a pause in typing (or Enter) rather than every key, and
 * the box follows the address when it changes otherwise (back, a removed chip, Clear all).
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The keywords last sent (or last read from the address): typing that matches them asks nothing.
  const [agreed, setAgreed] = useState(value);
  // The address changed: the box follows, unless it is what this box just sent.
  const [addressValue, setAddressValue] = useState(value);
  if (value !== addressValue) {
    setAddressValue(value);
    if (value !== agreed) {
      setAgreed(value);
      setText(value);
    }
  }
  // A burst of typing is one history entry: the first pause adds it, the next ones replace it.
  const typedEntry = useRef(false);

  const commit = useCallback(
    (typed: string, typing: boolean) => {
      const keywords = typed.trim();
      if (keywords === agreed) return;
      setAgreed(keywords);
      onSearch(keywords, typing && typedEntry.current);
      typedEntry.current = typing;
    },
    [agreed, onSearch],
  );

  useEffect(() => {
    if (text.trim() === agreed) return;
    const timer = setTimeout(() => commit(text, true), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, agreed, commit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(text, false);
  };

  return (
    <form role="search" aria-label="Machines" onSubmit={submit} className={styles.form}>
      <FieldInput
        id={SEARCH_BOX_ID}
        type="search"
        aria-label="Search machines"
        placeholder="Search by name, make, details or place"
        maxLength={100}
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => {
          // Typing makes a search, which the contract's rules check: they load while the words are typed.
          preloadSearchCheck();
          typedEntry.current = false;
        }}
      />
    </form>
  );
}
