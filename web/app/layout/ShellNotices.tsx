import { OfflineCatalogueStatus } from '../../features/catalogue/offline/OfflineCatalogueStatus';
import { StorageNotice } from '../pwa/StorageNotice';
import { UpdateNotice } from '../pwa/UpdateNotice';
import './ShellNotices.css';

/** Notices about the app itself (a new version, a full disk), docked over the bottom of the page. */
export function ShellNotices() {
  return (
    <div className="shell-notices">
      <UpdateNotice />
      <StorageNotice />
      <OfflineCatalogueStatus />
    </div>
  );
}
