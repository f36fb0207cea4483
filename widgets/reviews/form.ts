/**
 * The write part: a signed-in buyer's form (rating, title, review, nickname), checked with the
 * provider's own rules before it is sent, each problem shown at its field and the first one
 * focused; everyone else is told why they cannot write.
 */
import { checkReview, MAX_RATING, REVIEW_LIMITS, type ReviewDraft } from '../../core/reviews';
import { ReviewsCallError, type ReviewsClient, type WrittenReview } from './client';
import { h, uniqueId } from './dom';

type Field = keyof ReviewDraft;

function textField(field: Exclude<Field, 'rating'>, label: string, multiline = false) {
  const id = uniqueId(field);
  const errorId = `${id}-error`;
  const { max } = REVIEW_LIMITS[field];
  const control = multiline
    ? h('textarea', { id, name: field, rows: 5, maxlength: max, required: true, 'aria-describedby': errorId })
    : h('input', {
        id,
        name: field,
        type: 'text',
        maxlength: max,
        required: true,
        'aria-describedby': errorId,
        autocomplete: field === 'nickname' ? 'nickname' : 'off',
      });
  const error = h('p', { id: errorId, class: 'vr-field__error' });
  return { control, error, element: h('div', { class: 'vr-field' }, h('label', { for: id }, label), control, error) };
}

function ratingField() {
  const errorId = uniqueId('rating-error');
  const name = uniqueId('rating');
  const error = h('p', { id: errorId, class: 'vr-field__error' });
  const inputs = Array.from({ length: MAX_RATING }, (_, i) => h('input', { type: 'radio', name, value: i + 1, id: `${name}-${i + 1}` }));
  const options = inputs.map((input, i) =>
    h('span', { class: 'vr-rating__option' }, input, h('label', { for: input.id }, `${i + 1} ${i === 0 ? 'star' : 'stars'}`)),
  );
  const element = h(
    'fieldset',
    { class: 'vr-field vr-rating', 'aria-describedby': errorId },
    h('legend', {}, 'Your rating'),
    ...options,
    error,
  );
  return { element, error, inputs, value: () => Number(inputs.find((input) => input.checked)?.value ?? 0) };
}

/** The form, or the reason the caller cannot write; `onWritten` gets the stored review. */
export async function writeArea(
  client: ReviewsClient,
  productId: string,
  onWritten: (review: WrittenReview) => void,
): Promise<HTMLElement> {
  const headingId = uniqueId('write-heading');
  const area = h('section', { class: 'vr-write', 'aria-labelledby': headingId }, h('h3', { id: headingId }, 'Write a review'));
  let eligibility: Awaited<ReturnType<ReviewsClient['eligibility']>>;
  try {
    eligibility = await client.eligibility(productId);
  } catch (error) {
    area.append(
      h('p', { class: 'vr-note' }, error instanceof ReviewsCallError ? error.message : 'Writing a review is not possible right now.'),
    );
    return area;
  }
  if (!eligibility.canWrite) {
    area.append(h('p', { class: 'vr-note' }, eligibility.message ?? 'You cannot write a review of this product.'));
    return area;
  }
  const rating = ratingField();
  const title = textField('title', 'Title');
  const text = textField('text', 'Your review', true);
  const nickname = textField('nickname', 'Nickname (shown with your review)');
  const status = h('p', { class: 'vr-status', role: 'status' });
  const submit = h('button', { type: 'submit', class: 'vr-button' }, 'Post review');
  const form = h(
    'form',
    { class: 'vr-form', novalidate: true },
    rating.element,
    title.element,
    text.element,
    nickname.element,
    submit,
    status,
  );
  area.append(h('p', { class: 'vr-note' }, 'You bought this product: tell other pet parents how it went.'), form);

  const fields = { rating, title, text, nickname };
  const focusTarget = (field: Field) => (field === 'rating' ? rating.inputs[0] : fields[field].control);
  function showErrors(errors: Partial<Record<string, string>>) {
    let first: Field | undefined;
    for (const field of Object.keys(fields) as Field[]) {
      const message = errors[field] ?? '';
      fields[field].error.textContent = message;
      const target = field === 'rating' ? rating.element : fields[field].control;
      if (message) target.setAttribute('aria-invalid', 'true');
      else target.removeAttribute('aria-invalid');
      if (message && !first) first = field;
    }
    if (first) focusTarget(first).focus();
    return first !== undefined;
  }

  // a field's problem goes as soon as the shopper changes it (the next submit checks again)
  for (const field of Object.keys(fields) as Field[]) {
    const target = field === 'rating' ? rating.element : fields[field].control;
    target.addEventListener(field === 'rating' ? 'change' : 'input', () => {
      fields[field].error.textContent = '';
      target.removeAttribute('aria-invalid');
    });
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const draft: ReviewDraft = {
      rating: rating.value(),
      title: title.control.value,
      text: text.control.value,
      nickname: nickname.control.value,
    };
    if (showErrors(checkReview(draft).errors)) return;
    submit.disabled = true;
    status.textContent = 'Posting your review…';
    try {
      const review = await client.write({ productId, ...draft });
      area.replaceChildren(
        area.firstChild as Node,
        h('p', { class: 'vr-note', role: 'status', tabindex: '-1' }, 'Thank you! Your review is posted.'),
      );
      (area.lastChild as HTMLElement).focus();
      onWritten(review);
    } catch (error) {
      submit.disabled = false;
      status.textContent = error instanceof ReviewsCallError ? error.message : 'Your review could not be posted. Please try again.';
      if (error instanceof ReviewsCallError) showErrors(error.fields);
    }
  });
  return area;
}
