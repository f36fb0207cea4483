import { STAFF_REGISTRATION_PATH } from '../../../core/identity/paths';
import { pendingMembershipMessage } from '../../../core/identity/clinic-membership';
import { Link } from '../../ui/Link';
import { useIsStaffFeeding } from '../../app/site';
import { useAccountPagesSettings } from '../content/merchandising-queries';
import { ContentLink } from '../../ui/ContentLink';
import { SIGN_OUT_CHOSEN } from '../identity/logout-link';
import { useUserStore } from '../identity/user-store';
import './AccountDashboardPage.css';

/**
 * 'My Account': who is signed in and the account pages (the access rules keep guests out), with the
 * content service's introduction and help line (get-account-pages-settings) when it has them.
 */
export function AccountDashboardPage() {
  const account = useUserStore((state) => state.account);
  const staff = useIsStaffFeeding();
  const settings = useAccountPagesSettings().data;
  if (!account) return null;
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  const clinic = account.clinic;
  const requested = account.clinicRequest ?? null;
  return (
    <div className="account-dashboard">
      <h1>My Account</h1>
      <p className="account-dashboard__welcome">Welcome back{account.firstName ? `, ${account.firstName}` : ''}.</p>
      {settings && <p className="account-dashboard__intro">{settings.dashboardIntro}</p>}
      <section className="account-dashboard__card" aria-labelledby="account-details">
        <h2 id="account-details">Account details</h2>
        <dl>
          <dt>Name</dt>
          <dd>{name || '—'}</dd>
          <dt>Email</dt>
          <dd>{account.email}</dd>
          {staff && (
            <>
              <dt>Role</dt>
              <dd>{account.roleCode ?? '—'}</dd>
              <dt>Clinic</dt>
              <dd>
                {clinic ? (
                  <>
                    {clinic.name}
                    <br />
                    {clinic.groupData.streetAddress}, {clinic.groupData.city}, {clinic.groupData.state} {clinic.groupData.zip}
                  </>
                ) : requested ? (
                  <>
                    {requested.name} (waiting for approval)
                    <br />
                    <Link to={STAFF_REGISTRATION_PATH}>Change your clinic</Link>
                  </>
                ) : (
                  '—'
                )}
              </dd>
              <dt>Program Discount</dt>
              <dd>{account.isEligibleForPd ? 'Eligible' : 'Not eligible'}</dd>
            </>
          )}
        </dl>
        {staff && requested && <p className="account-dashboard__notice">{pendingMembershipMessage(requested.name)}</p>}
      </section>
      <nav className="account-dashboard__links" aria-label="Account pages">
        <Link to="/account/profile">My Profile</Link>
        <Link to="/account/orders">My Orders</Link>
        <Link to="/account/autoships">{staff ? 'My Autoships' : 'My Subscriptions'}</Link>
        <Link to="/account/address-book">Address Book</Link>
        <Link to="/logout" state={SIGN_OUT_CHOSEN}>
          Log Out
        </Link>
      </nav>
      {settings && (
        <p className="account-dashboard__help">
          {settings.help.text} <ContentLink link={settings.help.link} />
        </p>
      )}
    </div>
  );
}
