/**
 * Marks are small spheres sitting on the surface. Fading each one from its centre outwards, as
 * seen from the camera, makes it read as a soft-edged disc and a stroke as one soft brush line.
 */
export const MARK_VERTEX_SHADER = /* glsl */ `
varying vec2 vOffset;
void main() {
  vec4 view = modelViewMatrix * instanceMatrix * vec4(position, 1.0);
  vec4 centre = modelViewMatrix * instanceMatrix * vec4(0.0, 0.0, 0.0, 1.0);
  float radius = length(instanceMatrix[0].xyz);
  vOffset = (view.xy - centre.xy) / radius;
  gl_Position = projectionMatrix * view;
}
`;

export const MARK_FRAGMENT_SHADER = /* glsl */ `
uniform vec3 uColour;
uniform float uOpacity;
uniform float uRim;
varying vec2 vOffset;
void main() {
  float d = length(vOffset);
  float edge = 1.0 - smoothstep(0.55, 1.0, d);
  // An outlined mark: a firm disc with a rim at 20 % of its (linear) colour: 3.4:1 against the skin for the palest.
  float firm = 1.0 - smoothstep(0.85, 0.95, d);
  vec3 colour = mix(uColour, uColour * 0.2, uRim * smoothstep(0.6, 0.72, d));
  gl_FragColor = vec4(colour, uOpacity * mix(edge, firm, uRim));
  #include <colorspace_fragment>
}
`;
