import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AppStore, loadAndBundleSpec, RedocNormalizedOptions } from 'redoc';
import { useColorMode } from '@/components/ui/color-mode';
import { OPENAPI_DOCUMENT_URL, type OpenApiDocument } from '../api/openapi-document';
import { REFERENCE_OPTIONS } from './reference-options';
import { ReferenceLayout } from './reference-layout';
import { referenceTheme } from './reference-theme';
import styles from './reference.module.css';

type ReferenceProps = {
  document: OpenApiDocument;
  /** Shown while Redoc reads the document. */
  loading: ReactNode;
  /** Redoc could not read the document. */
  onFailure: (error: Error) => void;
};

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Redoc's reference of the document, in the current colour mode. Redoc reads the document and
 * builds its store once; a change of mode only hands its parts another theme, so the reference
 * changes colour with the rest of the page and stays where the reader is. (Redoc's
 * RedocStandalone reads the document again on any new render, blank meanwhile, and keeps the
 * theme it started with.)
 */
export function Reference({ document, loading, onFailure }: ReferenceProps) {
  const { colorMode } = useColorMode();
  const [store, setStore] = useState<AppStore | null>(null);

  useEffect(() => {
    let made: AppStore | null = null;
    let current = true;
    // Redoc's bundler may write into what it reads: it gets a copy, never the cached document.
    loadAndBundleSpec(structuredClone(document))
      .then((spec) => {
        if (!current) return;
        // A store follows the window's scrolling from the moment it is made, until disposed of.
        made = new AppStore(spec, OPENAPI_DOCUMENT_URL, REFERENCE_OPTIONS);
        setStore(made);
      })
      .catch((error: unknown) => current && onFailure(asError(error)));
    return () => {
      current = false;
      made?.dispose();
    };
  }, [document, onFailure]);

  const theme = useMemo(() => new RedocNormalizedOptions({ theme: referenceTheme(colorMode) }).theme, [colorMode]);

  if (!store) return loading;
  return (
    <div className={styles.reference} data-color-mode={colorMode}>
      <ReferenceLayout store={store} theme={theme} />
    </div>
  );
}
