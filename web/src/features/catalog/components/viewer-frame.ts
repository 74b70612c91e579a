// The photo viewer's frame for one picture, apart from the viewer so the fit can be tested alone.
const VIEWER_FRAME = { width: 800, height: 600 };

/**
 * The 4:3 frame scaled down to fit a viewport of `width` by `height`, never up. The viewer draws a
 * rendered slide at the size it is given and centres it, fitting it only after a rotation or a
 * resize: given 800 px on a 375 px phone it pushed the picture 212 px off the left edge.
 */
export function fittedFrame(width: number, height: number) {
  const scale = Math.min(1, width / VIEWER_FRAME.width, height / VIEWER_FRAME.height);
  return { width: Math.floor(VIEWER_FRAME.width * scale), height: Math.floor(VIEWER_FRAME.height * scale) };
}
