import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pageTitle } from '@/config/site';

type DashboardPageProps = { title: string; heading?: ReactNode; children: ReactNode };

/** A tab's screen: its browser title, its one h1 (the tab's name unless the spec words it otherwise), its content. */
export function DashboardPage({ title, heading = title, children }: DashboardPageProps) {
  return (
    <Stack as="section" gap="6" aria-labelledby="dashboard-heading">
      <title>{pageTitle(title)}</title>
      <Heading as="h1" id="dashboard-heading" fontSize={{ base: 'xl', md: '2xl' }}>
        {heading}
      </Heading>
      {children}
    </Stack>
  );
}
