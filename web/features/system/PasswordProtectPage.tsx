import { StatusPage } from '../../ui/StatusPage';
import { ConsentPreferencesButton } from '../consent/ConsentPreferencesButton';
import { usePasswordProtectContent } from '../content/content-queries';

const FALLBACK = {
  title: 'This store is password protected',
  message: 'The shop is open to invited visitors only for now. Please come back when it opens to everyone.',
};

/** Standalone page (no layout) explaining that the store is closed behind a password. */
export function PasswordProtectPage() {
  const { data: content } = usePasswordProtectContent();
  return (
    <StatusPage
      standalone
      heading={content?.title || FALLBACK.title}
      footer={<ConsentPreferencesButton className="status-page__footer-button" />}
    >
      <p>{content?.message || FALLBACK.message}</p>
    </StatusPage>
  );
}
