/** Rows by their `displayOrder` (sponsors, slides); one that lacks it reads as 0 (the data contract). */
export const byDisplayOrder = (a: { displayOrder: number }, b: { displayOrder: number }): number => a.displayOrder - b.displayOrder;
