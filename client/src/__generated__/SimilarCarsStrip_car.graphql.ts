/**
 * @generated SignedSource<<c5d538e354053a2f6895115708727bfc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SimilarCarsStrip_car$data = {
  readonly slug: string;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarSearchLink_car">;
  readonly " $fragmentType": "SimilarCarsStrip_car";
};
export type SimilarCarsStrip_car$key = {
  readonly " $data"?: SimilarCarsStrip_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarCarsStrip_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SimilarCarsStrip_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SimilarSearchLink_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "8bd4b67301b7515af52c365ca62344f2";

export default node;
