import { lazy } from 'react';

/** The 3D figure with three.js: a lazily loaded chunk, shown inside <Suspense>. */
export const BodyFigure = lazy(() => import('./BodyFigure'));
export { BodyThumbnail } from './BodyThumbnail';
export { BodyPartPicker } from './BodyPartPicker';
export { partAnchor, PICKABLE_BODY_PARTS, type PickableBodyPart } from './anchors';
export { projectMark } from './project';
export { FIGURE_VIEWS } from './camera';
export type * from './types';
