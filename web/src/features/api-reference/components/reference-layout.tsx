import { Button } from '@chakra-ui/react';
import { useEffect, useId, useState, type CSSProperties } from 'react';
import { ApiContentWrap, ApiInfo, BackgroundStub, ContentItems, OptionsProvider, RedocWrap, StoreProvider, ThemeProvider, type AppStore, type RedocNormalizedOptions } from 'redoc';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { Contents } from './contents';
import { CONTENTS_BAR } from './reference-options';
import styles from './reference.module.css';

type ReferenceLayoutProps = { store: AppStore; theme: RedocNormalizedOptions['theme'] };

/**
 * Redoc's page, as its Redoc component lays it out, with contents of the app's own: a navigation
 * landmark of links, and on a phone a real button where Redoc has an unnamed round div. Redoc's
 * side menu would also load Redocly's logo from its CDN, which the site's policy refuses.
 */
export function ReferenceLayout({ store, theme }: ReferenceLayoutProps) {
  const [contentsOpen, setContentsOpen] = useState(false);
  const contentsId = useId();

  // What Redoc does once its page is on screen: go to the section the address names.
  useEffect(() => store.onDidMount(), [store]);

  return (
    <ThemeProvider theme={theme}>
      <StoreProvider value={store}>
        <OptionsProvider value={store.options}>
          <RedocWrap className={`redoc-wrap ${styles.wrap}`} style={{ '--contents-width': theme.sidebar.width } as CSSProperties}>
            <div className={styles.contents} data-open={contentsOpen || undefined}>
              <div className={styles.contentsBar} {...{ [CONTENTS_BAR]: '' }}>
                <Button variant="outline" size="sm" aria-expanded={contentsOpen} aria-controls={contentsId} onClick={() => setContentsOpen((open) => !open)}>
                  {contentsOpen ? <CloseIcon /> : <MenuIcon />}
                  Contents
                </Button>
              </div>
              <nav id={contentsId} aria-label="API reference" className={styles.menu}>
                <Contents menu={store.menu} onChosen={() => setContentsOpen(false)} />
              </nav>
            </div>
            <ApiContentWrap className={`api-content ${styles.content}`}>
              <ApiInfo store={store} />
              <ContentItems items={store.spec.contentItems} />
            </ApiContentWrap>
            <BackgroundStub />
          </RedocWrap>
        </OptionsProvider>
      </StoreProvider>
    </ThemeProvider>
  );
}
