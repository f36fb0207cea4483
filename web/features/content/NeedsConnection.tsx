import { Button } from '../../ui/Button';
import { StatusPage } from '../../ui/StatusPage';

/**
 * Said plainly when a page has never been opened on this device and the shop cannot be reached:
 * there is nothing saved to show, and it is not a missing page. Try again fetches it once more
 * (it also comes by itself when the connection returns).
 */
export function NeedsConnection({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <StatusPage heading="This page needs a connection" actions={<Button onClick={onRetry}>Try again</Button>}>
      <p role="alert">
        {what} has not been saved on this device yet, and the shop cannot be reached right now. Connect to the internet to open it; once
        opened, it stays available offline.
      </p>
    </StatusPage>
  );
}
