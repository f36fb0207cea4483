import { useAnnouncements } from '../../features/content/content-queries';
import { ContentLink } from '../../ui/ContentLink';
import './AnnouncementBar.css';

/** Site-wide messages from the content service; absent when there are none or they fail to load. */
export function AnnouncementBar() {
  const { data: announcements } = useAnnouncements();
  if (!announcements?.length) return null;
  return (
    <aside className="announcements" aria-label="Announcements">
      <ul className="announcements__list">
        {announcements.map((announcement) => (
          <li key={announcement.id}>
            {announcement.href ? (
              <ContentLink link={{ label: announcement.message, href: announcement.href }} />
            ) : (
              announcement.message
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}
