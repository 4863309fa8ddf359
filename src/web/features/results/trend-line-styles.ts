/** The chart's line styles, shared with its legend (which is not in the chart's lazily loaded code). */
// Colour and dash pattern both differ per line, so lines stay apart without colour vision.
const LINE_STYLES = [
  { colour: '#1e3a8a', dash: undefined },
  { colour: '#c2410c', dash: '8 4' },
  { colour: '#0f766e', dash: '2 3' },
  { colour: '#7e22ce', dash: '12 3 2 3' },
  { colour: '#52525b', dash: '4 4' },
  { colour: '#a16207', dash: '1 5' },
] as const;
export const lineStyle = (index: number) => LINE_STYLES[index % LINE_STYLES.length] ?? LINE_STYLES[0];
