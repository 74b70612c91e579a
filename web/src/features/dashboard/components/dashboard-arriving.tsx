import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { rememberedSession } from '@/features/auth';
import { dashboardShell } from '../shell';
import { ProfileLoading, ProfileSection } from '../account/components/profile-arriving';
import { DashboardFrame } from './dashboard-frame';
import { DashboardPage } from './dashboard-page';
import { DashboardTabBar } from './dashboard-tab-bar';
import { SellerCard } from './seller-card';

/**
 * The dashboard while a returning user's first tab is on its way (the code of its screens, lazily
 * loaded): the tab bar of their role and what the tab opens with (tabs.ts: its heading, sentence,
 * seller's card or first section) where the tab draws them, as the page's still shell drew them
 * (app/shell) before the app's code arrived. From the shell to the tab, nothing disappears and
 * comes back; anyone else sees the page's spinner.
 */
export function DashboardArriving() {
  const { pathname } = useLocation();
  // Read once: the remembered user of this visit's start, as the shell read it.
  const [user] = useState(rememberedSession);
  const shell = user && dashboardShell(pathname, user);
  if (!user || !shell) return <PageSpinner />;
  return (
    <DashboardFrame busy>
      <DashboardTabBar role={user.role} />
      {shell.screen ? (
        <DashboardPage title={shell.screen.title} heading={shell.screen.heading} intro={shell.screen.intro}>
          {shell.screen.sellerCard ? <SellerCard user={user} showBadge={shell.screen.sellerCard.badge !== null} /> : null}
          {shell.screen.firstSection ? (
            <ProfileSection>
              <ProfileLoading />
            </ProfileSection>
          ) : null}
        </DashboardPage>
      ) : null}
    </DashboardFrame>
  );
}
