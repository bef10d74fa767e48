/**
 * @generated SignedSource<<4684e9fb9f7895624aa9780773fab683>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SpinSurface_car$data = {
  readonly spinImages: ReadonlyArray<string>;
  readonly " $fragmentSpreads": FragmentRefs<"SpinHotspots_car">;
  readonly " $fragmentType": "SpinSurface_car";
};
export type SpinSurface_car$key = {
  readonly " $data"?: SpinSurface_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpinSurface_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpinSurface_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "spinImages",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SpinHotspots_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "2ad267fc652edfd06282ebf077a661b4";

export default node;
