import { iconOf } from './icon';

// The controls of the home slider and the photo viewer: they come with those (lazily loaded)
// screens, not with the first page.

export const ChevronLeftIcon = iconOf(<path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = iconOf(<path d="m9 18 6-6-6-6" />);
export const PlayIcon = iconOf(<path d="M7 4v16l13-8z" />);
export const PauseIcon = iconOf(<path d="M8 4v16M16 4v16" />);
export const ZoomInIcon = iconOf(<><circle cx="11" cy="11" r="8" /><path d="m21 21-4.35-4.35M11 8v6M8 11h6" /></>);
export const ZoomOutIcon = iconOf(<><circle cx="11" cy="11" r="8" /><path d="m21 21-4.35-4.35M8 11h6" /></>);
export const RotateIcon = iconOf(<><path d="M23 4v6h-6" /><path d="M20.49 15a9 9 0 1 1-2.12-9.36L23 10" /></>);
