/**
 * @generated SignedSource<<a1ae6af61bd2d245429bf131649d3939>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReserveUnavailable_car$data = {
  readonly name: string;
  readonly path: string;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarCarsStrip_car">;
  readonly " $fragmentType": "ReserveUnavailable_car";
};
export type ReserveUnavailable_car$key = {
  readonly " $data"?: ReserveUnavailable_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReserveUnavailable_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReserveUnavailable_car",
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
      "name": "path",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SimilarCarsStrip_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "9f1682c509751089a4b6ecd866e08fc8";

export default node;
