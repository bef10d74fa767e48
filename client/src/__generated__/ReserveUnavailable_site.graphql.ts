/**
 * @generated SignedSource<<ad4946c3f2d9928285c4dc7700363a6a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReserveUnavailable_site$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SimilarCarsStrip_site">;
  readonly " $fragmentType": "ReserveUnavailable_site";
};
export type ReserveUnavailable_site$key = {
  readonly " $data"?: ReserveUnavailable_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReserveUnavailable_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReserveUnavailable_site",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SimilarCarsStrip_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "de4f302bd0e07fb51fe8423d64e209ab";

export default node;
