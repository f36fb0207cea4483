/** What counts as the user's activity on the page (§4 inactivity): mouse moves and key presses. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown'] as const;
