/** The next exam number: one more than the highest so far, 1 for the first exam (product spec 'Exams'). */
export function nextExamNumber(exams: readonly { number: unknown }[]): number {
  let max = 0;
  for (const e of exams) {
    const n = Number(e.number);
    if (Number.isFinite(n) && n > max) max = n;
  }
  return max + 1;
}
