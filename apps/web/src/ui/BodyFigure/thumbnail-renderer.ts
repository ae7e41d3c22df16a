import { AmbientLight, DirectionalLight, HemisphereLight, OrthographicCamera, Scene, WebGLRenderer } from 'three';
import type { Model } from '@symptoms/domain';
import { orbitTarget, thumbnailHalfHeight, VIEW_AZIMUTH } from './camera';
import { createFigure } from './geometry';
import type { FigureView } from './types';

/** One renderer and one WebGL context for every thumbnail of the page, queued one at a time. */
let renderer: WebGLRenderer | null = null;
const scenes = new Map<Model, Scene>();
let queue: Promise<unknown> = Promise.resolve();

function sceneFor(model: Model): Scene {
  let scene = scenes.get(model);
  if (!scene) {
    scene = new Scene();
    scene.add(new HemisphereLight('#ffffff', '#b9aea4', 2));
    scene.add(new AmbientLight('#ffffff', 0.15));
    const key = new DirectionalLight('#ffffff', 1.3);
    scene.add(key);
    scene.userData.key = key;
    scene.add(createFigure(model));
    scenes.set(model, scene);
  }
  return scene;
}

function draw(model: Model, view: FigureView, width: number, height: number): string {
  renderer ??= new WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  renderer.setClearColor(0x000000, 0);
  const half = thumbnailHalfHeight(model);
  const aspect = width / height;
  const camera = new OrthographicCamera(-half * aspect, half * aspect, half, -half, 0.1, 100);
  const [x, y, z] = orbitTarget(model);
  const azimuth = VIEW_AZIMUTH[view];
  camera.position.set(x + Math.sin(azimuth) * 40, y, z + Math.cos(azimuth) * 40);
  camera.lookAt(x, y, z);
  const scene = sceneFor(model);
  // The key light comes from the front-left of the camera whatever the view.
  (scene.userData.key as DirectionalLight).position.set(x + Math.sin(azimuth + 0.5) * 20, y + 14, z + Math.cos(azimuth + 0.5) * 20);
  renderer.render(scene, camera);
  return renderer.domElement.toDataURL('image/png');
}

export function renderFigureImage(model: Model, view: FigureView, width: number, height: number): Promise<string> {
  const result = queue.then(() => draw(model, view, width, height));
  queue = result.catch(() => undefined);
  return result;
}
