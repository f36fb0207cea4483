import { useAnnouncements } from '../../features/content/content-queries';
import { ContentLink } from '../../ui/ContentLink';
import './AnnouncementBar.css';

/** Site-wide messages from the content service; absent when there are none or they fail to load. */
export function AnnouncementBar() {
  const { data: announcements, isPending } = useAnnouncements();
  // Hold the bar's one line while loading, so the page below does not jump when it arrives.
  if (isPending) return <div className="announcements announcements--pending" aria-hidden="true" />;
  if (!announcements?.length) return null;
  return (
    <aside className="announcements" aria-label="Announcements">
      <ul className="announcements__list">
        {announcements.map((announcement) => (
          <li key={announcement.id}>
            {announcement.href ? <ContentLink link={{ label: announcement.message, href: announcement.href }} /> : announcement.message}
          </li>
        ))}
      </ul>
    </aside>
  );
}
