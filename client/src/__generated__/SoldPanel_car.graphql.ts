/**
 * @generated SignedSource<<cd02826bba3b40fd037fe56eda08f59a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SoldPanel_car$data = {
  readonly available: boolean;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarSearchLink_car">;
  readonly " $fragmentType": "SoldPanel_car";
};
export type SoldPanel_car$key = {
  readonly " $data"?: SoldPanel_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"SoldPanel_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SoldPanel_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
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

(node as any).hash = "d13f157a762e515338361ad2c2507527";

export default node;
