/**
 * @generated SignedSource<<33f1d1f3b12641f60d7a76062d61dff5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SpinViewer_car$data = {
  readonly name: string;
  readonly spinImages: ReadonlyArray<string>;
  readonly " $fragmentSpreads": FragmentRefs<"SpinCompanion_car" | "SpinSurface_car">;
  readonly " $fragmentType": "SpinViewer_car";
};
export type SpinViewer_car$key = {
  readonly " $data"?: SpinViewer_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpinViewer_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpinViewer_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
      "name": "SpinSurface_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SpinCompanion_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "9877ea307114b0ab267666c0e3c02b0d";

export default node;
