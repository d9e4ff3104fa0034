import { useStore } from 'jotai';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import DashboardPage from '../dashboard/DashboardPage';
import { browseAtom, focusCardAtom, likedIdsAtom, profileOpenerAtom } from '../dashboard/atoms';
import { matchMomentAtom } from '../../lib/bridges';
import { ProfileView } from './ProfileView';

/**
 * `/user/:id` (docs/product/browse-and-profiles.md): the profile modal over the page it was opened from. From the dashboard the list
 * stays underneath (its state lives in atoms, so it is the same list, same scroll); opened directly, the
 * dashboard is the backdrop too, and closing lands there.
 */
export default function UserProfilePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const store = useStore();
  const fromDashboard = (location.state as { backdrop?: string } | null)?.backdrop === 'dashboard';
  return (
    <>
      <DashboardPage />
      <ProfileView
        key={id}
        id={id}
        onClose={() => {
          // The list that comes back focuses the card the profile was opened from (Escape, the close button).
          store.set(focusCardAtom, store.get(profileOpenerAtom));
          void (fromDashboard ? navigate(-1) : navigate('/dashboard', { replace: true }));
        }}
        onBlocked={(blocked) =>
          store.set(browseAtom, (s) => ({ ...s, items: s.items.filter((c) => c._id !== blocked) }))
        }
        onLikeChange={(member, liked, match) => {
          store.set(likedIdsAtom, (s) => {
            const next = new Set(s);
            if (liked) next.add(member);
            else next.delete(member);
            return next;
          });
          // A like that completes a match: the member shell shows the match moment.
          if (match) store.set(matchMomentAtom, { id: member, ...match });
        }}
      />
    </>
  );
}
