import { useEffect, useState } from 'react';
import { SYMPTOM_THUMBNAIL } from '@symptoms/domain';
import { markStyle } from './marks';
import { projectMark } from './project';
import { figureImage } from './thumbnail-images';
import type { BodyThumbnailProps } from './types';
import './body-figure.css';

/** The figure from one side with the symptoms' marks, small, for history, details and lists. */
export function BodyThumbnail({
  model,
  symptoms,
  view,
  width = SYMPTOM_THUMBNAIL.width,
  height = SYMPTOM_THUMBNAIL.height,
  alt,
}: BodyThumbnailProps) {
  const [image, setImage] = useState<{ key: string; url: string } | null>(null);
  const key = `${model}-${view}-${width}x${height}`;
  useEffect(() => {
    let current = true;
    figureImage(model, view, width, height).then(
      (url) => current && setImage({ key, url }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [model, view, width, height, key]);

  return (
    <span className="body-thumbnail" role="img" aria-label={alt} style={{ width, height }}>
      {image?.key === key && <img src={image.url} alt="" width={width} height={height} />}
      <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        {symptoms.map((symptom) => {
          const style = markStyle(symptom, null);
          return (
            <g key={symptom.id} fill={style.colour} opacity={style.opacity}>
              {symptom.marks.map((mark, i) => {
                const p = projectMark(model, view, mark, width, height);
                return p.visible ? <circle key={i} cx={p.x} cy={p.y} r={p.radius} /> : null;
              })}
            </g>
          );
        })}
      </svg>
    </span>
  );
}
