import { startTransition, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth';

/**
 * Starting a report, as "Ask the seller" starts a question: signed out, it leads to Sign In, which
 * brings the visitor back to this page; signed in, it opens the dialog, whose code is set up only
 * once it was first asked for (`wanted`).
 */
export function useReportStart() {
  const { user, loading } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  const start = () => {
    if (!user) {
      void navigate('/signin', { state: { from: location } });
      return;
    }
    setOpen(true);
    startTransition(() => setWanted(true));
  };

  return { user, loading, open, setOpen, wanted, start };
}
