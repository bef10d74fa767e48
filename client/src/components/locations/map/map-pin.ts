/** A pin whose tip is at (0, 0): a circle of radius 10 centred 18 units above, and its point. */
export const PIN_PATH = 'M0 0C-2-5-10-9-10-18A10 10 0 1 1 10-18C10-9 2-5 0 0Z';
/** Where the pin's circle is centred, above its tip. */
export const PIN_HEAD_Y = -18;
