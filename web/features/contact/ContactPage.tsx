import { PageHead } from '../../app/page-head/PageHead';
import { useSiteCode } from '../../app/site';
import { useOnline } from '../../lib/use-online';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/FormField';
import { PageLoading } from '../../ui/PageLoading';
import { useUserStore } from '../identity/user-store';
import type { ContactFormContent } from './contact-api';
import { useContactForm } from './contact-queries';
import { ContactForm } from './ContactForm';
import { ContactStatus } from './ContactStatus';
import { useContactSubmission } from './use-contact-submission';
import './contact.css';

/** Said when the form was never loaded on this device and there is no connection to load it. */
export const NEEDS_CONNECTION_TEXT =
  'You are offline. The contact form needs a connection to load the first time; once it has loaded, it opens offline too.';

/** /contact-us (§2): the storefront's contact form, from the content service. */
export function ContactPage() {
  const query = useContactForm();
  return (
    <>
      {/* the route table's title; the form's introduction describes the page once it has loaded */}
      <PageHead description={query.data?.intro} />
      <ContactPageBody query={query} />
    </>
  );
}

function ContactPageBody({ query }: { query: ReturnType<typeof useContactForm> }) {
  const online = useOnline();
  if (query.data) return <ContactScreen form={query.data} />;
  // When the connection drops during a visit, the app's queries pause their retries after a first
  // failed try (networkMode offlineFirst): the reason is then known before the query ends in an error.
  const failure = query.error ?? (query.isPaused || !online ? query.failureReason : null);
  if (failure) {
    const offline = !online || (failure as { status?: number }).status === 0;
    return (
      <div className="contact-page">
        <h1>Contact Us</h1>
        <div role="alert" className="contact-page__unavailable">
          <p>{offline ? NEEDS_CONNECTION_TEXT : "We couldn't load the contact form. Try again in a moment."}</p>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      </div>
    );
  }
  return <PageLoading />;
}

/** Who is writing: a signed-in customer's details fill the form, and their queued message is theirs. */
function useSender() {
  const { status, account } = useUserStore();
  const signedIn = status === 'signedIn' && account !== null;
  const name = signedIn ? [account.firstName, account.lastName].filter(Boolean).join(' ') : '';
  const initial = signedIn ? { name, email: account.email, clinicName: account.clinic?.name ?? '' } : {};
  return { owner: signedIn ? ('customer' as const) : ('guest' as const), initial, key: signedIn ? account.customerId : 'guest' };
}

function ContactScreen({ form }: { form: ContactFormContent }) {
  const sender = useSender();
  // a new sender (signed in or out meanwhile) starts a form of their own
  return <ContactScreenFor key={sender.key} form={form} sender={sender} />;
}

function ContactScreenFor({ form, sender }: { form: ContactFormContent; sender: ReturnType<typeof useSender> }) {
  const site = useSiteCode();
  const submission = useContactSubmission(form, sender.owner, sender.initial);
  const { phase } = submission;
  return (
    <div className={`contact-page contact-page--${site.toLowerCase()}`}>
      <header className="contact-page__intro">
        <h1>{form.heading}</h1>
        <p>{form.intro}</p>
      </header>
      <div className="contact-page__body">
        <section className="contact-page__form" aria-label="Write to us">
          <ContactStatus phase={phase} earlierWaiting={submission.earlierWaiting} form={form} onStartOver={submission.startOver} />
          {submission.problem && (
            <FormMessage kind="error">
              <p>{submission.problem}</p>
            </FormMessage>
          )}
          {(phase.kind === 'editing' || phase.kind === 'sending') && (
            <ContactForm
              form={form}
              values={submission.values}
              errors={submission.errors}
              focusRequest={submission.focusRequest}
              busy={phase.kind === 'sending'}
              onChange={submission.setField}
              onSubmit={() => void submission.submit()}
            />
          )}
          <p className="contact-page__privacy">{form.privacyNote}</p>
        </section>
        <aside className="contact-page__reach" aria-labelledby="contact-reach-heading">
          <h2 id="contact-reach-heading">Other ways to reach us</h2>
          <dl>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${form.supportEmail}`}>{form.supportEmail}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${form.phone.replace(/[^\d+]/g, '')}`}>{form.phone}</a>
            </dd>
            <dt>Hours</dt>
            <dd>{form.hours}</dd>
          </dl>
          <p>{form.responseTime}</p>
        </aside>
      </div>
    </div>
  );
}
