/**
 * The charts' colours: each at least 4.5:1 on white (so a bar reads as well as text would), told
 * apart in greyscale by their order, and always named by a legend and a table, never by colour alone.
 */
export const palette = {
  navy: '#19386f',
  green: '#047857',
  amber: '#b45309',
  purple: '#6d28d9',
  red: '#b91c1c',
} as const;
