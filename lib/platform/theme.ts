// The spec fixes two colours: text #333333 and the selected colour #ff915e (tab bar, selected
// states). #ff915e on white is 2.4:1, below WCAG AA for text, so text, links and filled buttons
// use a darker accent of the same hue (5.2:1). See docs/decisions/007-accessible-accent-colour.md.
export const TEXT_COLOR = '#333333';
export const SELECTED_COLOR = '#ff915e';
export const ACCENT_COLOR = '#c2410c';
